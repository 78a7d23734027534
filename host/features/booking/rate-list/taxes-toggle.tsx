import { useMessages } from '../../../../shared/i18n/messages-context';
import { checkboxRowClass } from '../../../components/search-form-styles';

/** "Show rates with taxes" (spec 3, rate card showRatesWithTaxes, off at first): changes every price on the list. */
export function TaxesToggle({ isOn, onChange }: { isOn: boolean; onChange(isOn: boolean): void }) {
  const { t } = useMessages();
  return (
    <label className={checkboxRowClass}>
      <input type="checkbox" role="switch" checked={isOn} onChange={(event) => onChange(event.target.checked)} />
      {t('rateList.taxesToggle')}
    </label>
  );
}
