// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { loadAreas } from '../../../shared/i18n/messages';
import { MessagesProvider } from '../../../shared/i18n/messages-context';
import { CONFIRMATION_NUMBER_MAX_LENGTH, LAST_NAME_MAX_LENGTH } from '../../../shared/validation/reservation-lookup';
import { AREAS_WITH_REFUSALS } from '../experience/lookup-submission';
import { ReservationLookupForm, type ReservationLookupFormProps } from './reservation-lookup-form';

function setup(props: Partial<ReservationLookupFormProps> = {}) {
  const user = userEvent.setup();
  const onSubmit = props.onSubmit ?? vi.fn().mockResolvedValue(undefined);
  render(<ReservationLookupForm {...props} onSubmit={onSubmit} />);
  return {
    user,
    onSubmit,
    confirmationNumber: screen.getByLabelText('Confirmation number'),
    lastName: screen.getByLabelText('Last name'),
    submit: screen.getByRole('button', { name: 'Find reservation' }),
  };
}

describe('ReservationLookupForm', () => {
  it('labels both fields; the number is numeric, at most 11 long', () => {
    const { confirmationNumber, lastName } = setup();
    expect(screen.getByRole('form', { name: 'Find your reservation' })).toBeInTheDocument();
    expect(confirmationNumber).toHaveAttribute('inputmode', 'numeric');
    expect(confirmationNumber).toHaveAttribute('maxlength', String(CONFIRMATION_NUMBER_MAX_LENGTH));
    expect(lastName).toHaveAttribute('maxlength', String(LAST_NAME_MAX_LENGTH));
    expect(lastName).toHaveAttribute('autocomplete', 'family-name');
  });

  it('on an empty submit shows both required messages, tied to their fields, and sends nothing', async () => {
    const { user, submit, onSubmit, confirmationNumber, lastName } = setup();
    await user.click(submit);
    expect(await screen.findByText('Enter your confirmation number.')).toBeInTheDocument();
    expect(confirmationNumber).toHaveAttribute('aria-invalid', 'true');
    expect(confirmationNumber).toHaveAccessibleDescription('Enter your confirmation number.');
    expect(lastName).toHaveAttribute('aria-invalid', 'true');
    expect(lastName).toHaveAccessibleDescription('Enter the last name on the reservation.');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('checks the confirmation number on leaving it: digits only', async () => {
    const { user, confirmationNumber } = setup();
    await user.type(confirmationNumber, '7123-4567');
    expect(confirmationNumber).not.toHaveAttribute('aria-invalid');
    await user.tab();
    expect(confirmationNumber).toHaveAccessibleDescription('A confirmation number is digits only.');
    await user.clear(confirmationNumber);
    await user.type(confirmationNumber, '71234567');
    expect(confirmationNumber).not.toHaveAttribute('aria-invalid');
  });

  it('checks the last name on leaving it: letters, spaces, hyphens and apostrophes', async () => {
    const { user, lastName } = setup();
    await user.type(lastName, 'Morgan2');
    await user.tab();
    expect(lastName).toHaveAccessibleDescription('A last name has letters, spaces, hyphens and apostrophes only.');
  });

  it('shows nothing for a field only passed through until submit', async () => {
    const { user, confirmationNumber } = setup();
    await user.click(confirmationNumber);
    await user.tab();
    expect(screen.queryByText('Enter your confirmation number.')).not.toBeInTheDocument();
  });

  it('submits trimmed values with Enter', async () => {
    const { user, confirmationNumber, lastName, onSubmit } = setup();
    await user.type(confirmationNumber, ' 71234567 ');
    await user.type(lastName, " O'Neil-Morgan {Enter}");
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ confirmationNumber: '71234567', lastName: "O'Neil-Morgan" }));
  });

  it('on a refusal shows the message in an alert, focuses it and keeps what was typed', async () => {
    const onSubmit = vi.fn().mockResolvedValue({ message: 'Not found.' });
    const { user, confirmationNumber, lastName, submit } = setup({ onSubmit });
    await user.type(confirmationNumber, '71234567');
    await user.type(lastName, 'Morgan');
    await user.click(submit);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Not found.');
    expect(alert.parentElement).toHaveFocus();
    expect(confirmationNumber).toHaveValue('71234567');
    expect(lastName).toHaveValue('Morgan');
    // A second refusal takes focus again.
    await user.click(lastName);
    await user.click(submit);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.getByRole('alert').parentElement).toHaveFocus());
  });

  it('shows a busy button while the lookup is under way', async () => {
    let finish: (value: undefined) => void = () => {};
    const { user, confirmationNumber, lastName, submit } = setup({ onSubmit: vi.fn(() => new Promise<undefined>((resolve) => (finish = resolve))) });
    await user.type(confirmationNumber, '71234567');
    await user.type(lastName, 'Morgan');
    await user.click(submit);
    expect(submit).toBeDisabled();
    expect(submit).toHaveAttribute('aria-busy', 'true');
    finish(undefined);
    await waitFor(() => expect(submit).toBeEnabled());
  });

  it('offers Cancel only when it has somewhere to go', async () => {
    const onCancel = vi.fn();
    const { user } = setup({ onCancel });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('has no Cancel on its own', () => {
    setup();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });

  it('says the field problems in the page’s locale (Spanish)', async () => {
    await loadAreas('es-ES', AREAS_WITH_REFUSALS);
    const user = userEvent.setup();
    render(
      <MessagesProvider locale="es-ES">
        <ReservationLookupForm onSubmit={vi.fn()} />
      </MessagesProvider>,
    );
    await user.type(screen.getByLabelText('Número de confirmación'), '7123-4567');
    await user.click(screen.getByRole('button', { name: 'Buscar reserva' }));
    expect(screen.getByLabelText('Número de confirmación')).toHaveAccessibleDescription('Un número de confirmación solo contiene dígitos.');
    expect(screen.getByLabelText('Apellido')).toHaveAccessibleDescription('Introduce el apellido que figura en la reserva.');
  });
});
