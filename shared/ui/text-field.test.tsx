// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TextField } from './text-field';

function ControlledField() {
  const [value, setValue] = useState('');
  return (
    <>
      <TextField label="Phone" value={value} onChange={(event) => setValue(event.target.value)} />
      <output>{value}</output>
    </>
  );
}

describe('TextField', () => {
  it('reads Arabic-Indic and Devanagari digits as Western ones as they are typed', async () => {
    render(<ControlledField />);
    await userEvent.type(screen.getByLabelText('Phone'), '+٩٧١ ५०');
    expect(screen.getByLabelText('Phone')).toHaveValue('+971 50');
    expect(screen.getByRole('status')).toHaveTextContent('+971 50');
  });

  it('leaves other text as typed, in any script', async () => {
    render(<ControlledField />);
    await userEvent.type(screen.getByLabelText('Phone'), 'شارع 22');
    expect(screen.getByLabelText('Phone')).toHaveValue('شارع 22');
  });
});
