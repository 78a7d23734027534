import { css } from '@linaria/core';
import { useId } from 'react';
import type { FieldInputProps } from 'react-final-form';
import useSWR from 'swr';
import { HotelListQuery } from '../../../../shared/graphql/operations/hotel-list';
import { requestGraphQl } from '../../../services/graphql';
import { fieldErrorClass, fieldLabelClass, fieldRootClass } from './search-form-styles';

const selectClass = css`
  min-height: 44px;
  padding: 0.5rem 0.75rem;
  font: inherit;
`;

const hotelListKey = ['HotelList'] as const;

/** The hotel to search, from the chain's list; the hotel asked for in the address stays chosen. */
export function HotelSelectField({ input, error }: { input: FieldInputProps<string>; error: string | undefined }) {
  const id = useId();
  const { data, error: listError } = useSWR(hotelListKey, () => requestGraphQl(HotelListQuery, {}));
  const hotels = data?.properties ?? [];
  const isChosenListed = hotels.some((hotel) => hotel.id === input.value);
  return (
    <div className={fieldRootClass}>
      <label className={fieldLabelClass} htmlFor={id}>
        Hotel
      </label>
      <select
        {...input}
        id={id}
        className={selectClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        aria-busy={!data && !listError ? true : undefined}
      >
        <option value="">Choose a hotel</option>
        {input.value && !isChosenListed ? <option value={input.value}>{input.value}</option> : null}
        {hotels.map((hotel) => (
          <option key={hotel.id} value={hotel.id}>
            {`${hotel.basicInformation.name}, ${hotel.contactInformation.address.city}`}
          </option>
        ))}
      </select>
      {error ? (
        <p className={fieldErrorClass} id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
