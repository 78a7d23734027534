import { css } from '@linaria/core';
import { Field } from 'react-final-form';
import { useMessages } from '../../../../../shared/i18n/messages-context';
import { CheckboxField } from '../../../../../shared/ui/checkbox-field';
import { Modal } from '../../../../../shared/ui/modal/modal';
import { ApplyFooter } from '../../../../../shared/ui/modal/modal-footers';
import type { RoomFilterOption } from './room-filters';
import { Form } from '../../../../../shared/ui/form';

const bodyClass = css`
  padding: 0 1.5rem 1rem;
  & > fieldset {
    margin: 0;
    padding: 0;
    border: none;
  }
`;

type FilterValues = { features: string[] };

export type RoomFilterDialogProps = {
  isOpen: boolean;
  options: readonly RoomFilterOption[];
  /** The features the list is narrowed to now; the dialog starts from them. */
  applied: ReadonlySet<string>;
  /** How many rooms a choice would leave, so Apply can say it before it is pressed. */
  countRooms(chosen: ReadonlySet<string>): number;
  onApply(chosen: ReadonlySet<string>): void;
  onClose(): void;
};

/**
 * The rate list's room filter (spec 2.6's Clear and Apply footer): the features the rooms of this
 * search have, as boxes. Nothing changes on the page until Apply; Clear empties the boxes; closing
 * any other way keeps the list as it was.
 */
export function RoomFilterDialog({ isOpen, options, applied, countRooms, onApply, onClose }: RoomFilterDialogProps) {
  const { t } = useMessages();
  return (
    <Form<FilterValues>
      initialValues={{ features: [...applied] }}
      // A reopened dialog starts from what is applied, not from boxes ticked and then abandoned.
      key={isOpen ? 'open' : 'closed'}
      onSubmit={({ features }) => {
        onApply(new Set(features));
        onClose();
      }}
    >
      {({ handleSubmit, form, values }) => {
        const chosen = new Set(values.features ?? []);
        return (
          <Modal
            title={t('rateList.filter.title')}
            isOpen={isOpen}
            onClose={onClose}
            locksScroll
            footer={
              <ApplyFooter
                onClear={() => form.change('features', [])}
                onApply={() => void handleSubmit()}
                applyLabel={t('rateList.filter.show', { count: countRooms(chosen) })}
                isClearDisabled={chosen.size === 0}
              />
            }
          >
            <form className={bodyClass} onSubmit={(event) => void handleSubmit(event)}>
              <fieldset>
                <legend className="visually-hidden">{t('rateList.filter.legend')}</legend>
                {options.map((option) => (
                  <Field<string> key={option.key} name="features" type="checkbox" value={option.key}>
                    {({ input }) => <CheckboxField {...input} label={option.description} />}
                  </Field>
                ))}
              </fieldset>
            </form>
          </Modal>
        );
      }}
    </Form>
  );
}
