// The formatter lives in shared/domain so that mock-api, which may import only shared/domain,
// shared/validation and shared/booking, words its amounts (payment methods) with the very same function
// as the pages; the apps keep importing it from here, beside the other display helpers.
export { formatMoney, type MoneyAmount } from '../domain/format-money';
