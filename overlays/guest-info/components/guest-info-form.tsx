import { css } from '@linaria/core';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { Suspense, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Field, Form, FormSpy, useForm, useFormState } from 'react-final-form';
import type { RemoteProxy } from 'penpal';
import type { GuestInfoHostApi } from '../../../bridge';
import type { EnrollmentResponse } from '../../../shared/domain/auth-responses';
import { reservationErrorMessage } from '../../../shared/domain/reservation-errors';
import type { GraphQlRequest } from '../../../shared/graphql/client';
import { Alert } from '../../../shared/ui/alert';
import { Button } from '../../../shared/ui/button';
import { CheckboxField } from '../../../shared/ui/checkbox-field';
import { useIsHydrated } from '../../../shared/ssr/use-is-hydrated';
import { KeepTypedBeforeHydration } from '../../../shared/ui/keep-typed-before-hydration';
import { Skeleton } from '../../../shared/ui/skeleton';
import { continueGuestInfo } from '../form/continue-guest-info';
import { clearGuestInfoDraft, readGuestInfoDraft, saveGuestInfoDraft } from '../form/guest-info-draft';
import { initialGuestInfo, type GuestInfoFormData, type GuestInfoInput } from '../form/guest-info-values';
import { validateGuestInfo } from '../form/validate-guest-info';
import { ConsentsSection } from './consents-section';
import { aaaNumberPart, enrollmentPart, travelAgentPart, travelInsurancePart } from './form-parts';
import { ErrorSummary, summaryItems } from './error-summary';
import { sectionClass } from './form-styles';
import { GuestDetailsSection } from './guest-details-section';
import { RedemptionPanel } from './redemption-panel';
import { StayRequestsSection } from './stay-requests-section';

const { Part: EnrollmentSection } = enrollmentPart;
const { Part: TravelAgentSection } = travelAgentPart;
const { Part: AaaNumberSection } = aaaNumberPart;
const { Part: TravelInsuranceWidget } = travelInsurancePart;

const actionsClass = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-bottom: 1rem;
`;

const REDEMPTION_MODES = new Set(['POINTS', 'CASH_AND_POINTS', 'POINTS_PLUS_CASH_UPGRADE']);
const STALE_MESSAGE = 'This booking changed since the page loaded, so nothing was saved. We have loaded it again: check your details and continue.';

export type GuestInfoFormProps = {
  data: GuestInfoFormData;
  request: GraphQlRequest;
  cartId: string;
  locale: string;
  hostOrigin: string;
  host: RemoteProxy<GuestInfoHostApi> | null;
  /** Framed, and the host has not answered the handshake yet: what is typed may not be sent before it has. */
  isHostPending: boolean;
  /** Reads the form query again (a change was refused as stale); resolves once it is read. */
  reload(): Promise<unknown>;
};

/** The guest-information form of the booking page (spec 2 "Guest info"): everything up to Continue. */
export function GuestInfoForm({ data, request, cartId, locale, hostOrigin, host, isHostPending, reload }: GuestInfoFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const revisionRef = useRef(data.cart.revisionNumber);
  const enrolledRef = useRef(false);
  const [savedAaaNumber, setSavedAaaNumber] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'warning'; text: string } | null>(null);
  // Before hydration the button is off: a form the browser submitted itself would put the guest's details in the address.
  const isHydrated = useIsHydrated();
  // The tab's draft is in its storage, which the server cannot read: a page the server rendered starts
  // from the cart alone, and the draft is applied once hydrated (see ApplyDraftOnHydration).
  const [draft] = useState(() => readGuestInfoDraft(cartId));
  const [initialValues] = useState(() => initialGuestInfo(data, isHydrated ? draft : null));
  useEffect(() => {
    revisionRef.current = data.cart.revisionNumber;
  }, [data.cart.revisionNumber]);

  const member = data.memberInformation;
  const isVisitorVariant = !member && !data.cart.ratePlan.isMemberRate;
  const isPrepayConsentRequired = data.prepayConsent.isRequired;

  const focusFirstInvalid = () => setTimeout(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);

  const onStale = async () => {
    await reload();
    setNotice({ tone: 'warning', text: STALE_MESSAGE });
  };

  const onRevision = (revisionNumber: number, insuranceAdded: boolean) => {
    revisionRef.current = revisionNumber;
    void host?.cartChanged({ cartId, revisionNumber });
    void host?.emit({ name: 'travelInsuranceChanged', detail: { insuranceAdded } });
  };

  const onEnrolled = (response: EnrollmentResponse) => {
    enrolledRef.current = true;
    void host?.memberEnrolled({ firstName: response.givenName, memberNumber: response.memberNumber, tier: response.tier });
    void host?.emit({ name: 'memberEnrolled', detail: { memberTier: response.tier } });
  };

  const submit = async (values: GuestInfoInput): Promise<SubmissionErrors | undefined> => {
    setNotice(null);
    const wantsToJoin = isVisitorVariant && values.joinNow && !enrolledRef.current;
    const outcome = await continueGuestInfo(values, {
      request,
      cartId,
      revisionNumber: revisionRef.current,
      member,
      isPrepayConsentRequired,
      savedAaaNumber,
      enroll: wantsToJoin ? (input) => import('../enrollment/enroll-member').then((module) => module.enrollMember(cartId, input)) : null,
      onEnrolled,
    });
    switch (outcome.kind) {
      case 'saved': {
        revisionRef.current = outcome.revisionNumber;
        clearGuestInfoDraft(cartId);
        const detail = { cartId, revisionNumber: outcome.revisionNumber };
        void host?.emit({ name: 'guestInfoSaved', detail: { isMember: Boolean(member) || enrolledRef.current, hasTravelAgent: values.isTravelAgent, insuranceAdded: Boolean(data.cart.insurance) } });
        if (host) void host.guestInfoCompleted(detail);
        else setNotice({ tone: 'success', text: 'Your details are saved. Go back to the booking page to pay.' });
        return undefined;
      }
      case 'refused':
        // FocusRefusedField moves the focus once these errors are drawn.
        void host?.emit({ name: 'guestInfoRefused', detail: { field: outcome.field, errorCode: outcome.code } });
        return outcome.errors;
      case 'ended':
        return { [FORM_ERROR]: reservationErrorMessage(outcome.code) };
      case 'stale':
        await onStale();
        return undefined;
    }
  };

  return (
    <Form<GuestInfoInput> onSubmit={submit} initialValues={initialValues} validate={(values) => validateGuestInfo(values, { isPrepayConsentRequired })}>
      {({ handleSubmit, submitting, submitError, submitFailed, errors, values, form }) => (
        <form
          ref={formRef}
          noValidate
          aria-label="Guest information"
          onSubmit={(event) => {
            void handleSubmit(event);
            if (form.getState().hasValidationErrors) focusFirstInvalid();
          }}
        >
          <FormSpy<GuestInfoInput> subscription={{ values: true }} onChange={({ values: typed }) => saveGuestInfoDraft(cartId, typed)} />
          <FocusRefusedField formRef={formRef} />
          {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
          {submitError ? <Alert tone="error">{submitError as string}</Alert> : null}
          {submitFailed && !submitting ? <ErrorSummary items={summaryItems(errors)} form={formRef.current} /> : null}
          {!member && (host || isHostPending) ? (
            <div className={actionsClass}>
              <span>Already a member? Sign in to use your profile.</span>
              <Button
                variant="secondary"
                disabled={!host}
                onClick={() => {
                  saveGuestInfoDraft(cartId, values);
                  void host?.requestSignIn();
                }}
              >
                Sign in
              </Button>
            </div>
          ) : null}
          {REDEMPTION_MODES.has(data.cart.ratePlan.mode) ? (
            <RedemptionPanel request={request} cartId={cartId} locale={locale} hostOrigin={hostOrigin} navigate={host ? (path) => void host.navigate(path) : null} />
          ) : null}
          <GuestDetailsSection request={request} countries={data.countries} titles={data.userFormTitles} />
          {member ? (
            <Field<boolean> name="saveToProfile" type="checkbox">
              {({ input }) => <CheckboxField {...input} label="Also save these changes to my profile" />}
            </Field>
          ) : null}
          <StayRequestsSection roomRequests={data.roomRequests} />
          {/* Each part that loads on its own has its own boundary, so loading one never hides another (or the box that opened it). */}
          {member?.travelAgentProgramme ? (
            <Loading>
              <TravelAgentSection />
            </Loading>
          ) : (
            <fieldset className={sectionClass}>
              <legend>Travel agent</legend>
              <Field<boolean> name="isTravelAgent" type="checkbox">
                {({ input }) => <CheckboxField {...input} label="I’m a travel agent booking for a client" />}
              </Field>
              {values.isTravelAgent ? (
                <Loading>
                  <TravelAgentSection isNested />
                </Loading>
              ) : null}
            </fieldset>
          )}
          {member ? (
            <Loading>
              <AaaNumberSection request={request} onSavedNumber={setSavedAaaNumber} />
            </Loading>
          ) : null}
          {isVisitorVariant ? (
            <fieldset className={sectionClass}>
              <legend>Portico Rewards</legend>
              <Field<boolean> name="joinNow" type="checkbox">
                {({ input, meta }) => <CheckboxField {...input} label="Join Portico Rewards and earn points for this stay" error={meta.submitError && !meta.dirtySinceLastSubmit ? (meta.submitError as string) : undefined} />}
              </Field>
              {values.joinNow ? (
                <Loading>
                  <EnrollmentSection request={request} countryCode={values.guest.address.countryCode} />
                </Loading>
              ) : null}
            </fieldset>
          ) : null}
          <Loading>
            <TravelInsuranceWidget request={request} cartId={cartId} locale={locale} initialInsurance={data.cart.insurance} getRevision={() => revisionRef.current} onRevision={onRevision} onStale={onStale} />
          </Loading>
          <ConsentsSection prepayConsentText={isPrepayConsentRequired ? (data.prepayConsent.text ?? 'I agree that my card is charged when I book, and that this rate cannot be refunded.') : null} />
          <div className={actionsClass}>
            <Button type="submit" isBusy={submitting} disabled={!isHydrated || isHostPending} onMouseDown={(event) => event.preventDefault()}>
              Continue
            </Button>
          </div>
          <KeepTypedBeforeHydration formRef={formRef} />
          <ApplyDraftOnHydration values={draft ? initialGuestInfo(data, draft) : null} />
        </form>
      )}
    </Form>
  );
}

/**
 * Applies the tab's draft as the form's starting values once a page the server rendered is hydrated,
 * keeping what the guest typed before that (KeepTypedBeforeHydration, before it, took that in).
 */
function ApplyDraftOnHydration({ values }: { values: GuestInfoInput | null }) {
  const form = useForm<GuestInfoInput>();
  const isHydrated = useIsHydrated();
  const [isHydrating] = useState(!isHydrated);
  useEffect(() => {
    if (!isHydrating || !values) return;
    form.setConfig('keepDirtyOnReinitialize', true);
    form.initialize(values);
    form.setConfig('keepDirtyOnReinitialize', false);
    // Once, after hydration.
  }, []);
  return null;
}

function Loading({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Skeleton label="Loading" lines={2} />}>{children}</Suspense>;
}

/**
 * Moves the focus to the first field the server refused, once its error is drawn: the refusal arrives
 * after the submit's promise settles, so only an effect after that render finds the field marked.
 */
function FocusRefusedField({ formRef }: { formRef: RefObject<HTMLFormElement | null> }) {
  const { submitErrors } = useFormState({ subscription: { submitErrors: true } });
  useEffect(() => {
    if (submitErrors && Object.keys(submitErrors).length > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitErrors, formRef]);
  return null;
}
