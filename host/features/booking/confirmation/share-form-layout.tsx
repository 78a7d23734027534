import type { FormEventHandler, ReactNode } from 'react';
import { Button } from '../../../../shared/ui/button';
import { ErrorAlert } from '../../../../shared/ui/alert';
import { shareFormClass } from './share-styles';

export type ShareFormLayoutProps = {
  heading: string;
  headingId: string;
  submitLabel: string;
  /** What the status line says once a message is in the outbox; empty before. */
  sentText: string;
  submitting: boolean | undefined;
  submitError: unknown;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The form's fields. */
  children: ReactNode;
};

/** One way of sharing the confirmation (spec 7): its heading, fields, refusal, button and what was sent. */
export function ShareFormLayout({ heading, headingId, submitLabel, sentText, submitting, submitError, onSubmit, children }: ShareFormLayoutProps) {
  return (
    <form className={shareFormClass} aria-labelledby={headingId} noValidate onSubmit={onSubmit}>
      <h3 id={headingId}>{heading}</h3>
      {children}
      {submitError ? <ErrorAlert>{submitError as string}</ErrorAlert> : null}
      <Button type="submit" variant="secondary" isBusy={submitting}>
        {submitLabel}
      </Button>
      <p role="status">{sentText}</p>
    </form>
  );
}
