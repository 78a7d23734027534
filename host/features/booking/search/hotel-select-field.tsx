import type { FieldInputProps } from 'react-final-form';
import useSWR from 'swr';
import { useMessages } from '../../../../shared/i18n/messages-context';
import { SelectField } from '../../../../shared/ui/select-field';
import { fetchHotelList, hotelListKey } from '../../../services/hotel-list';

/** The hotel to search, from the chain's list; the hotel asked for in the address stays chosen. */
export function HotelSelectField({ input, error }: { input: FieldInputProps<string>; error: string | undefined }) {
  const { data, error: listError } = useSWR(hotelListKey, fetchHotelList);
  const { t } = useMessages();
  const hotels = data?.properties ?? [];
  const isChosenListed = hotels.some((hotel) => hotel.id === input.value);
  const options = [
    ...(input.value && !isChosenListed ? [{ value: input.value, label: input.value }] : []),
    ...hotels.map((hotel) => ({ value: hotel.id, label: t('availability.form.hotelOption', { hotel: hotel.basicInformation.name, city: hotel.contactInformation.address.city }) })),
  ];
  return <SelectField {...input} label={t('availability.form.hotel')} placeholder={t('availability.form.hotelPlaceholder')} options={options} error={error} aria-busy={!data && !listError ? true : undefined} />;
}
