import { useRef, useState, type ReactNode } from 'react';
import { Field } from 'react-final-form';
import { changePassword } from '../../../../shared/auth/account-client';
import type { AccountStoreFieldsFragment, AddressCountryFieldsFragment, MemberInformationFieldsFragment } from '../../../../shared/graphql/generated/graphql';
import { UpdateCommunicationOptionMutation } from '../../../../shared/graphql/operations/account/profile';
import { UpdateMemberInformationMutation, UpdateUserInformationMutation } from '../../../../shared/graphql/operations/guest-info/guest-info-form';
import { useMessages } from '../../../../shared/i18n/messages-context';
import { Alert, ErrorAlert } from '../../../../shared/ui/alert';
import { Button } from '../../../../shared/ui/button';
import { CheckboxField } from '../../../../shared/ui/checkbox-field';
import { factsClass } from '../../../../shared/ui/facts-list';
import { Form } from '../../../../shared/ui/form';
import { fieldPairClass, formSectionClass } from '../../../../shared/ui/form-section';
import { KeepTypedBeforeHydration } from '../../../../shared/ui/keep-typed-before-hydration';
import { NewPasswordFields } from '../../../../shared/ui/new-password-fields';
import { PasswordField } from '../../../../shared/ui/password-field';
import { shownError } from '../../../../shared/ui/shown-error';
import { TextField } from '../../../../shared/ui/text-field';
import { phoneNumberError } from '../../../../shared/validation/phone-number';
import { submissionErrorsOf } from '../../../auth/account-refusal';
import { AddressFields } from '../../../components/address/address-fields';
import { addressFormErrors, addressInputOf, addressValuesOf, type AddressValues } from '../../../components/address/address-values';
import { EnrollmentNameField } from '../../../components/enrollment/enrollment-form-parts';
import { requestGraphQl } from '../../../services/graphql';
import { graphQlSubmissionErrors } from './profile-refusal';
import { formatPhoneNumber } from '../../../../shared/format/format-phone';

type Profile = MemberInformationFieldsFragment;

/** One section of the profile: a form under its heading, saying so once it is saved, and what went wrong above its button. */
function ProfileSection<Values extends Record<string, unknown>>({
  id,
  heading,
  initialValues,
  validate,
  onSubmit,
  savedWords,
  submitLabel,
  children,
}: {
  id: string;
  heading: string;
  initialValues: Values;
  validate?: (values: Values) => Record<string, unknown>;
  onSubmit(values: Values): Promise<Record<string, unknown> | undefined>;
  savedWords: string;
  submitLabel: string;
  children: ReactNode;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const [isSaved, setSaved] = useState(false);
  return (
    <section className={formSectionClass} aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <Form<Values>
        initialValues={initialValues}
        {...(validate ? { validate } : {})}
        onSubmit={async (values) => {
          setSaved(false);
          const errors = await onSubmit(values);
          if (!errors) setSaved(true);
          return errors;
        }}
        render={({ handleSubmit, submitting, submitError }) => (
          <form ref={formRef} onSubmit={handleSubmit} noValidate>
            {children}
            {submitError ? <ErrorAlert>{submitError as string}</ErrorAlert> : null}
            {isSaved ? <Alert tone="success">{savedWords}</Alert> : null}
            <Button type="submit" isBusy={submitting}>
              {submitLabel}
            </Button>
            <KeepTypedBeforeHydration formRef={formRef} />
          </form>
        )}
      />
    </section>
  );
}

type NameValues = { givenName: string; surname: string };

/** The member's name, as the guest form's profile update saves it (spec 7 "update user information"). */
export function NameForm({ profile, onSaved }: { profile: Profile; onSaved(profile: Profile): void }) {
  const messages = useMessages();
  const { t } = messages;
  return (
    <ProfileSection<NameValues>
      id="profile-name-heading"
      heading={t('profile.name.heading')}
      initialValues={{ givenName: profile.givenName, surname: profile.surname }}
      savedWords={t('profile.name.saved')}
      submitLabel={t('profile.name.save')}
      onSubmit={async (values) => {
        try {
          const saved = await requestGraphQl(UpdateUserInformationMutation, { input: { title: profile.title ?? null, givenName: values.givenName.trim(), surname: values.surname.trim() } });
          onSaved(saved.updateUserInformation);
          return undefined;
        } catch (error) {
          return graphQlSubmissionErrors(error, messages, ['givenName', 'surname']);
        }
      }}
    >
      <div className={fieldPairClass}>
        <EnrollmentNameField name="givenName" label={t('account.join.givenName')} rule="firstName" />
        <EnrollmentNameField name="surname" label={t('account.join.surname')} rule="lastName" />
      </div>
    </ProfileSection>
  );
}

type ContactValues = { phone: string; address: AddressValues };

/** The phone and address (spec 7 "update member information"); the e-mail, which the member signs in with, is shown as it is. */
export function ContactForm({ profile, countries, onSaved }: { profile: Profile; countries: readonly AddressCountryFieldsFragment[]; onSaved(profile: Profile): void }) {
  const messages = useMessages();
  const { t, sayProblem } = messages;
  return (
    <ProfileSection<ContactValues>
      id="profile-contact-heading"
      heading={t('profile.contact.heading')}
      initialValues={{ phone: profile.phone ? formatPhoneNumber(profile.phone) : '', address: addressValuesOf(profile.address) }}
      validate={(values) => {
        const address = Object.fromEntries(Object.entries(addressFormErrors(values.address)).map(([part, problem]) => [part, sayProblem(problem)]));
        const phone = values.phone.trim() ? sayProblem(phoneNumberError(values.phone, values.address.countryCode)) : undefined;
        return { ...(Object.keys(address).length ? { address } : {}), ...(phone ? { phone } : {}) };
      }}
      savedWords={t('profile.contact.saved')}
      submitLabel={t('profile.contact.save')}
      onSubmit={async (values) => {
        try {
          const saved = await requestGraphQl(UpdateMemberInformationMutation, { input: { phone: values.phone.trim() || null, address: addressInputOf(values.address) } });
          onSaved(saved.updateMemberInformation);
          return undefined;
        } catch (error) {
          return graphQlSubmissionErrors(error, messages, ['phone', ...Object.keys(values.address).map((part) => `address.${part}`)]);
        }
      }}
    >
      <dl className={factsClass}>
        <dt>{t('profile.contact.email')}</dt>
        <dd>{profile.email}</dd>
      </dl>
      <p>{t('profile.contact.emailHint')}</p>
      <Field<string> name="phone">
        {({ input, meta }) => <TextField {...input} type="tel" dir="ltr" label={t('profile.contact.phone')} autoComplete="tel" error={shownError(meta)} />}
      </Field>
      <AddressFields countries={countries} legend={t('account.join.address')} />
    </ProfileSection>
  );
}

type CommunicationValues = { marketingEmails: boolean };

/** The communication option: offers by e-mail, or not. */
export function CommunicationForm({ store, onSaved }: { store: AccountStoreFieldsFragment; onSaved(store: AccountStoreFieldsFragment): void }) {
  const messages = useMessages();
  const { t } = messages;
  return (
    <ProfileSection<CommunicationValues>
      id="profile-communication-heading"
      heading={t('profile.communication.heading')}
      initialValues={{ marketingEmails: store.communicationOption.marketingEmails }}
      savedWords={t('profile.communication.saved')}
      submitLabel={t('profile.communication.save')}
      onSubmit={async (values) => {
        try {
          onSaved((await requestGraphQl(UpdateCommunicationOptionMutation, { input: values })).updateCommunicationOption);
          return undefined;
        } catch (error) {
          return graphQlSubmissionErrors(error, messages, []);
        }
      }}
    >
      <Field<boolean> name="marketingEmails" type="checkbox">
        {({ input }) => <CheckboxField {...input} label={t('profile.communication.marketing')} />}
      </Field>
    </ProfileSection>
  );
}

type PasswordValues = { currentPassword: string; newPassword: string; confirmNewPassword: string };

/** A new password by the joining rules, given the current one; the server signs every other device out. */
export function PasswordForm() {
  const messages = useMessages();
  const { t, locale } = messages;
  return (
    <ProfileSection<PasswordValues>
      id="profile-password-heading"
      heading={t('profile.password.heading')}
      initialValues={{ currentPassword: '', newPassword: '', confirmNewPassword: '' }}
      savedWords={t('profile.password.changed')}
      submitLabel={t('profile.password.submit')}
      onSubmit={async ({ currentPassword, newPassword }) => {
        const result = await changePassword({ currentPassword, newPassword, locale });
        return result.ok ? undefined : submissionErrorsOf(result, messages);
      }}
    >
      <Field<string> name="currentPassword" validate={(value) => (value ? undefined : t('profile.password.currentRequired'))}>
        {({ input, meta }) => <PasswordField {...input} label={t('profile.password.current')} autoComplete="current-password" required error={shownError(meta)} />}
      </Field>
      <NewPasswordFields name="newPassword" confirmName="confirmNewPassword" />
    </ProfileSection>
  );
}
