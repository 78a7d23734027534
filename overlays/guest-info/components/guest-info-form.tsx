import { css } from '@linaria/core';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { Suspense, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Field, FormSpy, useForm, useFormState } from 'react-final-form';
import type { RemoteProxy } from 'penpal';
import type { GuestInfoHostApi } from '../../../bridge';
import type { EnrollmentResponse } from '../../../shared/domain/auth-responses';
import { countryOfLocale } from '../../../shared/domain/locale-country';
import { reservationErrorRef } from '../../../shared/domain/reservation-errors';
import type { GraphQlRequest } from '../../../shared/graphql/client';
import { Alert } from '../../../shared/ui/alert';
import { Button } from '../../../shared/ui/button';
import { CheckboxField } from '../../../shared/ui/checkbox-field';
import { useIsHydrated } from '../../../shared/ssr/use-is-hydrated';
import { KeepTypedBeforeHydration } from '../../../shared/ui/keep-typed-before-hydration';
import { useFirstIntent } from '../../../shared/ui/use-first-intent';
import { Skeleton } from '../../../shared/ui/skeleton';
import { useMessages } from '../../../shared/i18n/messages-context';
import { continueGuestInfo } from '../form/continue-guest-info';
import { clearGuestInfoDraft, readGuestInfoDraft, saveGuestInfoDraft } from '../form/guest-info-draft';
import { initialGuestInfo, type GuestInfoFormData, type GuestInfoInput } from '../form/guest-info-values';
import { loadPhoneRules, phoneRulesIfLoaded, usePhoneRules } from '../../../shared/ui/phone-rules';
import { validateGuestInfo } from '../form/validate-guest-info';
import { ConsentsSection } from './consents-section';
import { aaaNumberPart, enrollmentPart, travelAgentPart, travelInsurancePart } from './form-parts';
import { ErrorSummary, summaryItems } from './error-summary';
import { sectionClass } from './form-styles';
import { GuestDetailsSection } from './guest-details-section';
import { RedemptionPanel } from './redemption-panel';
import { StayRequestsSection } from './stay-requests-section';
import { Form } from '../../../shared/ui/form';

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

export type GuestInfoFormProps = {
  data: GuestInfoFormData;
  request: GraphQlRequest;
  cartId: string;
  hostOrigin: string;
  host: RemoteProxy<GuestInfoHostApi> | null;
  /** Framed, and the host has not answered the handshake yet: what is typed may not be sent before it has. */
  isHostPending: boolean;
  /** Reads the form query again (a change was refused as stale); resolves once it is read. */
  reload(): Promise<unknown>;
};

/** The guest-information form of the booking page (spec 2 "Guest info"): everything up to Continue. */
export function GuestInfoForm({ data, request, cartId, hostOrigin, host, isHostPending, reload }: GuestInfoFormProps) {
  const messages = useMessages();
  const { t, sayProblem } = messages;
  const formRef = useRef<HTMLFormElement>(null);
  const revisionRef = useRef(data.cart.revisionNumber);
  const enrolledRef = useRef(false);
  const [savedAaaNumber, setSavedAaaNumber] = useState<string | null>(null);
  // Which notice, not its words: they follow the locale, which the host may change while it shows.
  const [notice, setNotice] = useState<'saved' | 'stale' | null>(null);
  // Before hydration the button is off: a form the browser submitted itself would put the guest's details in the address.
  const isHydrated = useIsHydrated();
  // The tab's draft is in its storage, which the server cannot read: a page the server rendered starts
  // from the cart alone, and the draft is applied once hydrated (see ApplyDraftOnHydration).
  const [draft] = useState(() => readGuestInfoDraft(cartId));
  const [initialValues] = useState(() => initialGuestInfo(data, isHydrated ? draft : null, countryOfLocale(messages.locale) ?? ''));
  useEffect(() => {
    revisionRef.current = data.cart.revisionNumber;
  }, [data.cart.revisionNumber]);

  const member = data.memberInformation;
  const isVisitorVariant = !member && !data.cart.ratePlan.isMemberRate;
  const isPrepayConsentRequired = data.prepayConsent.isRequired;

  const focusFirstInvalid = () => setTimeout(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);

  // The phone rules come once the guest starts to fill the form (phone-rules.ts); a phone typed or
  // restored before that asks for them too. Their coming renders again, so the form is checked again.
  useFirstIntent(formRef, () => void loadPhoneRules().catch(() => undefined));
  usePhoneRules();
  const validate = (values: GuestInfoInput) => {
    if (values.guest.phone.trim() && !phoneRulesIfLoaded()) void loadPhoneRules().catch(() => undefined);
    return validateGuestInfo(values, { isPrepayConsentRequired, t, sayProblem });
  };

  const onStale = async () => {
    await reload();
    setNotice('stale');
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
      enroll: wantsToJoin ? (input) => import('../enrollment/enroll-member').then((module) => module.enrollMember(cartId, input, messages)) : null,
      onEnrolled,
      messages,
    });
    switch (outcome.kind) {
      case 'saved': {
        revisionRef.current = outcome.revisionNumber;
        clearGuestInfoDraft(cartId);
        const detail = { cartId, revisionNumber: outcome.revisionNumber };
        void host?.emit({ name: 'guestInfoSaved', detail: { isMember: Boolean(member) || enrolledRef.current, hasTravelAgent: values.isTravelAgent, insuranceAdded: Boolean(data.cart.insurance) } });
        if (host) void host.guestInfoCompleted(detail);
        else setNotice('saved');
        return undefined;
      }
      case 'refused':
        // FocusRefusedField moves the focus once these errors are drawn.
        void host?.emit({ name: 'guestInfoRefused', detail: { field: outcome.field, errorCode: outcome.code } });
        return outcome.errors;
      case 'ended':
        return { [FORM_ERROR]: messages.say(reservationErrorRef(outcome.code)) };
      case 'stale':
        await onStale();
        return undefined;
    }
  };

  return (
    <Form<GuestInfoInput> onSubmit={submit} initialValues={initialValues} validate={validate}>
      {({ handleSubmit, submitting, submitError, submitFailed, errors, values, form }) => (
        <form
          ref={formRef}
          noValidate
          aria-label={t('guestInfo.form.label')}
          onSubmit={(event) => {
            event.preventDefault();
            const submitChecked = () => {
              void handleSubmit();
              if (form.getState().hasValidationErrors) focusFirstInvalid();
            };
            if (phoneRulesIfLoaded()) return submitChecked();
            // Nothing goes before the phone is checked with its rules: they come, the form is checked
            // again with them, then submitted. Had they failed to come, the server checks the phone.
            void loadPhoneRules().then(
              () => {
                form.setConfig('validate', validate);
                submitChecked();
              },
              submitChecked,
            );
          }}
        >
          <FormSpy<GuestInfoInput> subscription={{ values: true }} onChange={({ values: typed }) => saveGuestInfoDraft(cartId, typed)} />
          <FocusRefusedField formRef={formRef} />
          {notice === 'saved' ? <Alert tone="success">{t('guestInfo.form.savedNotice')}</Alert> : null}
          {notice === 'stale' ? <Alert tone="warning">{t('guestInfo.form.staleNotice')}</Alert> : null}
          {submitError ? <Alert tone="error">{submitError as string}</Alert> : null}
          {submitFailed && !submitting ? <ErrorSummary items={summaryItems(errors)} form={formRef.current} /> : null}
          {!member && (host || isHostPending) ? (
            <div className={actionsClass}>
              <span>{t('guestInfo.signIn.prompt')}</span>
              <Button
                variant="secondary"
                disabled={!host}
                onClick={() => {
                  saveGuestInfoDraft(cartId, values);
                  void host?.requestSignIn();
                }}
              >
                {t('guestInfo.signIn.button')}
              </Button>
            </div>
          ) : null}
          {REDEMPTION_MODES.has(data.cart.ratePlan.mode) ? (
            <RedemptionPanel request={request} cartId={cartId} hostOrigin={hostOrigin} navigate={host ? (path) => void host.navigate(path) : null} />
          ) : null}
          <GuestDetailsSection request={request} countries={data.countries} titles={data.userFormTitles} />
          {member ? (
            <Field<boolean> name="saveToProfile" type="checkbox">
              {({ input }) => <CheckboxField {...input} label={t('guestInfo.form.saveToProfile')} />}
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
              <legend>{t('guestInfo.travelAgent.legend')}</legend>
              <Field<boolean> name="isTravelAgent" type="checkbox">
                {({ input }) => <CheckboxField {...input} label={t('guestInfo.travelAgent.toggle')} />}
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
              <legend>{t('guestInfo.rewards.legend')}</legend>
              <Field<boolean> name="joinNow" type="checkbox">
                {({ input, meta }) => <CheckboxField {...input} label={t('guestInfo.rewards.joinNow')} error={meta.submitError && !meta.dirtySinceLastSubmit ? (meta.submitError as string) : undefined} />}
              </Field>
              {values.joinNow ? (
                <Loading>
                  <EnrollmentSection request={request} countryCode={values.guest.address.countryCode} />
                </Loading>
              ) : null}
            </fieldset>
          ) : null}
          <Loading>
            <TravelInsuranceWidget request={request} cartId={cartId} initialInsurance={data.cart.insurance} getRevision={() => revisionRef.current} onRevision={onRevision} onStale={onStale} />
          </Loading>
          <ConsentsSection prepayConsentText={isPrepayConsentRequired ? (data.prepayConsent.text ?? t('guestInfo.consents.prepayDefault')) : null} />
          <div className={actionsClass}>
            <Button type="submit" isBusy={submitting} disabled={!isHydrated || isHostPending} onMouseDown={(event) => event.preventDefault()}>
              {t('guestInfo.form.continue')}
            </Button>
          </div>
          <KeepTypedBeforeHydration formRef={formRef} />
          <ApplyDraftOnHydration values={draft ? initialGuestInfo(data, draft, countryOfLocale(messages.locale) ?? '') : null} />
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
  const { t } = useMessages();
  return <Suspense fallback={<Skeleton label={t('guestInfo.form.loadingPart')} lines={2} />}>{children}</Suspense>;
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
