import type { FieldInputProps } from 'react-final-form';
import useSWR from 'swr';
import { SelectField } from '../../../../shared/ui/select-field';
import { fetchHotelList, hotelListKey } from '../../../services/hotel-list';

/** The hotel to search, from the chain's list; the hotel asked for in the address stays chosen. */
export function HotelSelectField({ input, error }: { input: FieldInputProps<string>; error: string | undefined }) {
  const { data, error: listError } = useSWR(hotelListKey, fetchHotelList);
  const hotels = data?.properties ?? [];
  const isChosenListed = hotels.some((hotel) => hotel.id === input.value);
  const options = [
    ...(input.value && !isChosenListed ? [{ value: input.value, label: input.value }] : []),
    ...hotels.map((hotel) => ({ value: hotel.id, label: `${hotel.basicInformation.name}, ${hotel.contactInformation.address.city}` })),
  ];
  return <SelectField {...input} label="Hotel" placeholder="Choose a hotel" options={options} error={error} aria-busy={!data && !listError ? true : undefined} />;
}
