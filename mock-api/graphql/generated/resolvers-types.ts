import type { GraphQLResolveInfo } from 'graphql';
import type { PropertyRow } from '../property-row';
import type { SavedPropertyParent } from '../saved-property';
import type { OrderParent } from '../order-graphql';
import type { GraphQLContext } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

export type AaaMembership = {
  __typename?: 'AaaMembership';
  number: Scalars['String']['output'];
  updatedAt: Scalars['String']['output'];
};

export type AaaNumberInput = {
  number: Scalars['String']['input'];
};

export type AaaValidation = {
  __typename?: 'AaaValidation';
  isValid: Scalars['Boolean']['output'];
  /** Why not, in words for the field; null when valid. */
  message?: Maybe<Scalars['String']['output']>;
};

export type AccountStore = {
  __typename?: 'AccountStore';
  communicationOption: CommunicationOption;
  /** Points to spend (current point balance). */
  currentPointBalance: Scalars['Int']['output'];
  givenName: Scalars['String']['output'];
  /** Whether signing in asks for a code sent to the member's e-mail or phone (two-step verification). */
  hasTwoStepVerification: Scalars['Boolean']['output'];
  /** Member level code. */
  memberLevel: MemberLevel;
  memberNumber: Scalars['ID']['output'];
  /** Suite Night Awards held (user awards), less those a request holds. */
  suiteNightAwards: Scalars['Int']['output'];
  surname: Scalars['String']['output'];
  /** Nights stayed this calendar year (total nights): booked nights of rooms not cancelled whose stay has ended. */
  totalNights: Scalars['Int']['output'];
};

export enum AddressPart {
  City = 'CITY',
  Line1 = 'LINE1',
  PostalCode = 'POSTAL_CODE',
  StateProvince = 'STATE_PROVINCE'
}

export type Amenity = {
  __typename?: 'Amenity';
  name: Scalars['String']['output'];
};

/** Spec 3 AriesSearch.searchCriteria.availabilityRequestVO, as a search sends it. */
export type AvailabilitySearchInput = {
  checkInDate: Scalars['String']['input'];
  checkOutDate: Scalars['String']['input'];
  /** Adults in each room (every room the same). */
  numAdultsPerRoom: Scalars['Int']['input'];
  numChildrenPerRoom?: Scalars['Int']['input'];
  numRooms: Scalars['Int']['input'];
  /** Property code. */
  propertyId: Scalars['ID']['input'];
  /** Use points: ask for the points tabs (members only). */
  rewardsRedemption?: Scalars['Boolean']['input'];
};

/** A search as the server understood it, or the one it suggests. */
export type AvailabilitySelection = {
  __typename?: 'AvailabilitySelection';
  checkInDate: Scalars['String']['output'];
  checkOutDate: Scalars['String']['output'];
  lengthOfStay: Scalars['Int']['output'];
  numAdultsPerRoom: Scalars['Int']['output'];
  numChildrenPerRoom: Scalars['Int']['output'];
  numRooms: Scalars['Int']['output'];
  propertyId: Scalars['ID']['output'];
  rewardsRedemption: Scalars['Boolean']['output'];
};

/** Where a booking's code goes. */
export type BookerProof = {
  __typename?: 'BookerProof';
  /** The booking's e-mail with most of it hidden (r•••@example.com). */
  sentTo: Scalars['String']['output'];
};

export type BookingAcknowledgement = {
  __typename?: 'BookingAcknowledgement';
  /** RATE_RULES, PREPAID_CHARGE, DEPOSIT_CHARGE, POINTS_REDEMPTION or POINTS_PURCHASE. */
  code: Scalars['ID']['output'];
  /** What the guest accepts, in words, with the amounts of this cart. */
  text: Scalars['String']['output'];
};

/** A rate's cancellation terms before it is booked. */
export type BookingCancellationPolicy = {
  __typename?: 'BookingCancellationPolicy';
  /** The terms in words. */
  description: Scalars['String']['output'];
  /** Free cancellation until this instant (ISO date-time, UTC); null when never free. */
  freeCancellationUntil?: Maybe<Scalars['String']['output']>;
  isRefundable: Scalars['Boolean']['output'];
  /** What a cancellation after that costs for the whole cart. */
  lateCancellationCharge: Money;
};

export type Brand = {
  __typename?: 'Brand';
  /** Brand code, e.g. MC; BG is the jewellery brand. */
  id: Scalars['String']['output'];
};

export type CancelReservationRoomsInput = {
  /** The confirmation numbers of the rooms to cancel, all of one order; every active room for cancel-all. */
  confirmationNumbers: Array<Scalars['ID']['input']>;
  /** The order's revision as last read. */
  orderRevisionNumber: Scalars['Int']['input'];
};

export type CancelReservationRoomsResult = {
  __typename?: 'CancelReservationRoomsResult';
  /** The order after the call (null only when this browser may not see it). */
  order?: Maybe<Order>;
  /** The first entry says what happened: code SUCCESS, or why nothing changed. */
  status: Array<ResponseStatus>;
};

export type Cancellation = {
  __typename?: 'Cancellation';
  cancellationNumber: Scalars['ID']['output'];
  /** ISO date-time, UTC. */
  cancelledAt: Scalars['String']['output'];
  /** What the guest was charged for cancelling (zero within the free period). */
  charge: Money;
};

export type CancellationPolicy = {
  __typename?: 'CancellationPolicy';
  /** Free cancellation until this instant (ISO date-time, UTC); null for a rate never free to cancel. */
  freeCancellationUntil?: Maybe<Scalars['String']['output']>;
  /** False once the stay has begun or ended, or the room is cancelled. */
  isCancellable: Scalars['Boolean']['output'];
  /** What a cancellation after that costs. */
  lateCancellationCharge: Money;
};

/** Spec 9 card type prefixes: the brands a card number can name. */
export enum CardBrand {
  Amex = 'AMEX',
  Diners = 'DINERS',
  Discover = 'DISCOVER',
  Jcb = 'JCB',
  Mastercard = 'MASTERCARD',
  Unionpay = 'UNIONPAY',
  Visa = 'VISA'
}

/** A card as everything outside the card vault knows it: never its number or security code. */
export type CardSummary = {
  __typename?: 'CardSummary';
  brand: CardBrand;
  cardholderName: Scalars['String']['output'];
  expiryMonth: Scalars['Int']['output'];
  expiryYear: Scalars['Int']['output'];
  lastFour: Scalars['String']['output'];
  token: Scalars['ID']['output'];
};

/** Spec 3 order-to-be: one rate for one stay, held until expiresAt. */
export type Cart = {
  __typename?: 'Cart';
  /** Spec 7 cancellation policy by cart. */
  cancellationPolicy: BookingCancellationPolicy;
  /** ISO date-time, UTC: the hold ends here. */
  expiresAt: Scalars['String']['output'];
  /** What the guest-info form saved; null until it is first saved. */
  guestInfo?: Maybe<CartGuestInfo>;
  id: Scalars['ID']['output'];
  /** The travel insurance policy added to this cart; null when none (spec 4: insuranceAdded starts false). */
  insurance?: Maybe<CartInsurance>;
  nights: Array<NightlyRate>;
  /** The card the cart is paid with; null until updateCartPayment succeeds. */
  payment?: Maybe<CartPayment>;
  /** Spec 7 cart price. */
  price: RatePrice;
  property: Property;
  ratePlan: RatePlan;
  revisionNumber: Scalars['Int']['output'];
  roomType: RoomType;
  stay: AvailabilitySelection;
};

export type CartGuest = {
  __typename?: 'CartGuest';
  address: GuestAddress;
  email: Scalars['String']['output'];
  givenName: Scalars['String']['output'];
  phone?: Maybe<Scalars['String']['output']>;
  /** The phone as the guest reads it: national format for a number of their address's country, else international; null when none was given. */
  phoneDisplay?: Maybe<Scalars['String']['output']>;
  surname: Scalars['String']['output'];
  title?: Maybe<Scalars['String']['output']>;
};

/** The guest information saved in a cart (spec 3 guest profile and booking page default state). */
export type CartGuestInfo = {
  __typename?: 'CartGuestInfo';
  aaaNumber?: Maybe<Scalars['String']['output']>;
  /** HH:00, 00:00 to 23:00; null when not given. */
  arrivalTime?: Maybe<Scalars['String']['output']>;
  comments?: Maybe<Scalars['String']['output']>;
  guest: CartGuest;
  isBuyPointConsent: Scalars['Boolean']['output'];
  isLegalConsentAccepted: Scalars['Boolean']['output'];
  isPrepayConsentAccepted: Scalars['Boolean']['output'];
  isPrivacyPolicyAccepted: Scalars['Boolean']['output'];
  roomRequests: Array<Scalars['String']['output']>;
  travelAgent?: Maybe<CartTravelAgent>;
  updatedAt: Scalars['String']['output'];
};

export type CartGuestInput = {
  address: GuestAddressInput;
  email: Scalars['String']['input'];
  givenName: Scalars['String']['input'];
  phone?: InputMaybe<Scalars['String']['input']>;
  surname: Scalars['String']['input'];
  title?: InputMaybe<Scalars['String']['input']>;
};

export type CartInsurance = {
  __typename?: 'CartInsurance';
  premium: Money;
  provider: Scalars['String']['output'];
  quoteId: Scalars['ID']['output'];
};

/** The card a cart is paid with, authorised by the payment step. */
export type CartPayment = {
  __typename?: 'CartPayment';
  /** Left to pay at the hotel for the stay, as paymentInfo's amountDueAtHotel. */
  amountDueAtHotel: Money;
  amountDueNow: Money;
  /** ISO date-time, UTC. */
  authorizedAt: Scalars['String']['output'];
  card: CardSummary;
  paymentMethod: PaymentMethod;
};

export type CartTravelAgent = {
  __typename?: 'CartTravelAgent';
  agencyName: Scalars['String']['output'];
  iataNumber: Scalars['String']['output'];
};

export type CashPrice = {
  __typename?: 'CashPrice';
  averageNightly: Money;
  averageNightlyWithTaxes: Money;
  /** Spec: subtotal, every room and night before taxes. */
  subtotal: Money;
  taxesAndFees: Money;
  total: Money;
  /** The flexible rate's nightly price, given only when this rate saves at least 3.3 % on it (spec 9). */
  wasAverageNightly?: Maybe<Money>;
  wasAverageNightlyWithTaxes?: Maybe<Money>;
};

/** One night for every room of the order. */
export type ChargedNight = {
  __typename?: 'ChargedNight';
  /** Cash before taxes for all rooms that night; null for pure points. */
  cash?: Maybe<Money>;
  date: Scalars['String']['output'];
  /** Points for all rooms that night; null for cash. */
  points?: Maybe<Scalars['Int']['output']>;
};

export type CheckInOnlineInput = {
  /** HH:00, one of arrivalTimes. */
  arrivalTime: Scalars['String']['input'];
  confirmationNumber: Scalars['ID']['input'];
  /** The housekeeping offer's code to take it; null for the plan's default. Refused where none is offered. */
  housekeepingCode?: InputMaybe<Scalars['String']['input']>;
  orderRevisionNumber: Scalars['Int']['input'];
  /** At most one per category of preferenceGroups. */
  roomPreferences: Array<RoomPreferenceInput>;
};

/** Spec section 3, check-in states; PRE_ARRIVAL before the check-in window opens. */
export enum CheckInState {
  CheckedInHouse = 'CHECKED_IN_HOUSE',
  CheckInEligible = 'CHECK_IN_ELIGIBLE',
  CheckInModifiable = 'CHECK_IN_MODIFIABLE',
  CheckOutEligible = 'CHECK_OUT_ELIGIBLE',
  PreArrival = 'PRE_ARRIVAL'
}

export type CodedDescription = {
  __typename?: 'CodedDescription';
  code: Scalars['String']['output'];
  description: Scalars['String']['output'];
};

export type CommunicationOption = {
  __typename?: 'CommunicationOption';
  /** Offers and news from Portico by e-mail (the MARKETING consent). */
  marketingEmails: Scalars['Boolean']['output'];
};

export type CommunicationOptionInput = {
  marketingEmails: Scalars['Boolean']['input'];
};

export type ConfirmationMessage = {
  __typename?: 'ConfirmationMessage';
  body: Scalars['String']['output'];
  heading: Scalars['String']['output'];
};

export type ConfirmationOffer = {
  __typename?: 'ConfirmationOffer';
  body: Scalars['String']['output'];
  callToAction: Scalars['String']['output'];
  heading: Scalars['String']['output'];
  /** A same-site path, or an https address of a partner. */
  href: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** A path of an image served by the API, or null. */
  imagePath?: Maybe<Scalars['String']['output']>;
  kind: ConfirmationOfferKind;
};

export enum ConfirmationOfferKind {
  CobrandCreditCard = 'COBRAND_CREDIT_CARD',
  CrossSell = 'CROSS_SELL',
  TravelInsurance = 'TRAVEL_INSURANCE',
  Upsell = 'UPSELL'
}

export type ContactNumber = {
  __typename?: 'ContactNumber';
  /** The number as a guest reads it, in its international format, e.g. +1 212 398 1900. */
  display: Scalars['String']['output'];
  /** E.164-like number as dialled, e.g. +12123981900. */
  number: Scalars['String']['output'];
  type: CodedDescription;
};

export type Count = {
  __typename?: 'Count';
  count: Scalars['Float']['output'];
};

export type Country = {
  __typename?: 'Country';
  /** ISO 3166-1 alpha-2. */
  code: Scalars['ID']['output'];
  /** Whether `states` lists this country's states or provinces. */
  hasStates: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  /** Spec 5 address requirements: the parts of an address this country requires. */
  requiredAddressParts: Array<AddressPart>;
};

export type CreateCartInput = {
  /** A fresh random key per selection (16 to 64 letters, digits, - or _); a repeat answers the same cart. */
  idempotencyKey: Scalars['String']['input'];
  ratePlanCode: Scalars['ID']['input'];
  roomTypeCode: Scalars['ID']['input'];
  search: AvailabilitySearchInput;
};

export type CreateOrderInput = {
  /** The codes of bookingAcknowledgements the guest accepted; every one listed must be here. */
  acceptedAcknowledgements: Array<Scalars['ID']['input']>;
  cartId: Scalars['ID']['input'];
  /** A fresh random key per Book now attempt (16 to 64 letters, digits, - or _); a repeat of the same request replays the order it made, one with another revision or acknowledgements is BAD_USER_INPUT. */
  idempotencyKey: Scalars['String']['input'];
  revisionNumber: Scalars['Int']['input'];
};

export type CreateOrderResult = {
  __typename?: 'CreateOrderResult';
  /** True when an earlier request with the same idempotency key made this order. */
  isReplay: Scalars['Boolean']['output'];
  order: Order;
};

export type CreateTravelInsuranceOrderInput = {
  confirmationNumber: Scalars['ID']['input'];
  quoteId: Scalars['ID']['input'];
};

/** A member as the hotel pages see them (spec section 3, Customer). */
export type Customer = {
  __typename?: 'Customer';
  /** The consumer id. */
  id: Scalars['ID']['output'];
  /** Changes with every update of the saved hotels; quote it in the next update. */
  revisionToken: Scalars['String']['output'];
  /** Saved hotels, oldest first; ids are property codes, upper case. */
  savedProperties: Array<SavedProperty>;
};

export type DevMessage = {
  __typename?: 'DevMessage';
  details?: Maybe<Scalars['String']['output']>;
  field?: Maybe<Scalars['String']['output']>;
  id?: Maybe<Scalars['String']['output']>;
  message: Scalars['String']['output'];
};

export type EnrollmentConsent = {
  __typename?: 'EnrollmentConsent';
  code: Scalars['ID']['output'];
  /** Whether the box starts ticked (never for an enhanced opt-in country). */
  isCheckedByDefault: Scalars['Boolean']['output'];
  isRequired: Scalars['Boolean']['output'];
  label: Scalars['String']['output'];
};

export type ExtendCartInput = {
  cartId: Scalars['ID']['input'];
  revisionNumber: Scalars['Int']['input'];
};

/** Spec section 3, guest profile: the names on the room. */
export type Guest = {
  __typename?: 'Guest';
  isPrimary: Scalars['Boolean']['output'];
  name: GuestName;
};

/** Spec 3 address parts. */
export type GuestAddress = {
  __typename?: 'GuestAddress';
  city?: Maybe<Scalars['String']['output']>;
  countryCode: Scalars['String']['output'];
  line1?: Maybe<Scalars['String']['output']>;
  line2?: Maybe<Scalars['String']['output']>;
  postalCode?: Maybe<Scalars['String']['output']>;
  stateProvinceCode?: Maybe<Scalars['String']['output']>;
};

export type GuestAddressInput = {
  city?: InputMaybe<Scalars['String']['input']>;
  countryCode: Scalars['String']['input'];
  line1?: InputMaybe<Scalars['String']['input']>;
  line2?: InputMaybe<Scalars['String']['input']>;
  postalCode?: InputMaybe<Scalars['String']['input']>;
  stateProvinceCode?: InputMaybe<Scalars['String']['input']>;
};

export type GuestName = {
  __typename?: 'GuestName';
  givenName: Scalars['String']['output'];
  surname: Scalars['String']['output'];
  title?: Maybe<Scalars['String']['output']>;
};

export type GuestReview = {
  __typename?: 'GuestReview';
  /** First name and initial, e.g. Maria G. */
  author: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** 1 to 5. */
  rating: Scalars['Int']['output'];
  /** Month of the stay, ISO date of its first day. */
  stayedOn: Scalars['String']['output'];
  text: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type HotelAlert = {
  __typename?: 'HotelAlert';
  endsOn: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  message: Scalars['String']['output'];
  /** First and last day the notice applies, ISO dates. */
  startsOn: Scalars['String']['output'];
};

/** Spec section 3, media.hotelLogo. */
export type HotelLogo = {
  __typename?: 'HotelLogo';
  alternateDescription: Scalars['String']['output'];
  defaultImage: Scalars['Boolean']['output'];
  /** A path on the image cache domain, e.g. /images/logos/mc-alternate.svg. */
  imageSrc: Scalars['String']['output'];
  isPrimary: Scalars['Boolean']['output'];
};

export type HotelSearch = {
  __typename?: 'HotelSearch';
  /** The city found, or null when the destination is not a city's name. */
  city?: Maybe<Scalars['String']['output']>;
  hotels: Array<HotelSearchResult>;
};

export type HotelSearchInput = {
  /** ISO days. */
  checkInDate: Scalars['String']['input'];
  checkOutDate: Scalars['String']['input'];
  /** What the guest typed or picked: a city's name or words of a hotel's name. */
  destination: Scalars['String']['input'];
  numAdultsPerRoom?: Scalars['Int']['input'];
  numChildrenPerRoom?: Scalars['Int']['input'];
  numRooms?: Scalars['Int']['input'];
};

export type HotelSearchResult = {
  __typename?: 'HotelSearchResult';
  /** Kilometres from the centre of the hotel's city, to one decimal. */
  distanceFromCentreKm: Scalars['Float']['output'];
  /** The lowest public nightly rate for the stay and party, in the hotel's currency; null when none is free. */
  lowestNightly?: Maybe<Money>;
  property: Property;
};

/**
 * The hotel's housekeeping plan and the one choice it offers (spec 9): J9 opt-in under plan A, J8 opt-out
 * under plan B. The page words the plan and the choice in its locale.
 */
export type HousekeepingOffer = {
  __typename?: 'HousekeepingOffer';
  code: Scalars['String']['output'];
  plan: Scalars['String']['output'];
};

export type Image = {
  __typename?: 'Image';
  alternateDescription: Scalars['String']['output'];
  /** A path on the image cache domain, e.g. /images/hotels/nycts-1.svg. */
  url: Scalars['String']['output'];
};

export type JoinNowOptions = {
  __typename?: 'JoinNowOptions';
  consents: Array<EnrollmentConsent>;
  countryCode: Scalars['ID']['output'];
  /** False for the spec 9 OCJ-prohibited countries (CU, KP, SY, IR). */
  isEnrollmentAvailable: Scalars['Boolean']['output'];
  /** True for the spec 9 enhanced opt-in countries (GB, FR, DE, AE, SA): marketing consent must be given explicitly. */
  requiresExplicitOptIn: Scalars['Boolean']['output'];
};

export type LocalizedText = {
  __typename?: 'LocalizedText';
  locale: Scalars['String']['output'];
  translatedText: Scalars['String']['output'];
};

/** Spec 3 guest profile, as the member's profile holds it. */
export type MemberInformation = {
  __typename?: 'MemberInformation';
  address?: Maybe<GuestAddress>;
  email: Scalars['String']['output'];
  givenName: Scalars['String']['output'];
  memberNumber: Scalars['ID']['output'];
  phone?: Maybe<Scalars['String']['output']>;
  surname: Scalars['String']['output'];
  title?: Maybe<Scalars['String']['output']>;
  /** Spec 6 role: travelAgent, planAgent or famAgent for a travel agent; null otherwise. */
  travelAgentProgramme?: Maybe<Scalars['String']['output']>;
};

/** Spec 01 §1 member tiers, lowest first; MEMBER is the base level. */
export enum MemberLevel {
  Ambassador = 'AMBASSADOR',
  Gold = 'GOLD',
  Member = 'MEMBER',
  Platinum = 'PLATINUM',
  Silver = 'SILVER',
  Titanium = 'TITANIUM'
}

export enum MessageChannel {
  Email = 'EMAIL',
  Sms = 'SMS'
}

/** One rate the room could change to, for the whole new stay of this one room. */
export type ModifyRateOffer = {
  __typename?: 'ModifyRateOffer';
  /** The cancellation terms the changed room would have. */
  cancellationPolicy: BookingCancellationPolicy;
  /** updatedTotal less what the room costs now: negative when the change costs less. Null for pure points. */
  cashDifference?: Maybe<Money>;
  /** Points the change takes (positive) or gives back (negative); 0 for cash rates. */
  pointsDifference: Scalars['Int']['output'];
  price: RatePrice;
  ratePlan: RatePlan;
  /** What the room would cost in all (nights and taxes), as the reservation would show it; null for pure points. */
  updatedTotal?: Maybe<Money>;
};

export type ModifyRoomOffer = {
  __typename?: 'ModifyRoomOffer';
  rates: Array<ModifyRateOffer>;
  roomType: RoomType;
  /** The fewest rooms of this type free on any night, the room's own nights counted as free. */
  roomsLeft: Scalars['Int']['output'];
};

export type ModifyRoomSearch = {
  __typename?: 'ModifyRoomSearch';
  /** The room being changed, as booked; null when this browser may not see it. */
  current?: Maybe<OrderItem>;
  /** The order as this browser may see it (current reservation details); null when it may not. */
  order?: Maybe<Order>;
  /** The stay asked, as understood; null when the input was refused. */
  requested?: Maybe<AvailabilitySelection>;
  /** Room types free on every night asked that hold the party, with the rates the room may change to. */
  rooms: Array<ModifyRoomOffer>;
  /** The first entry says what happened: SUCCESS, or why no rate is offered. */
  status: Array<ResponseStatus>;
};

/** What the modify rate list asks: a new stay and party for one booked room, at the room's own hotel. */
export type ModifyRoomSearchInput = {
  /** ISO dates; E_ARRIVAL_FORMAT and E_GNR_DATE_FORMAT when unreadable or out of the rules. */
  checkInDate: Scalars['String']['input'];
  checkOutDate: Scalars['String']['input'];
  confirmationNumber: Scalars['ID']['input'];
  numAdultsPerRoom: Scalars['Int']['input'];
  numChildrenPerRoom?: Scalars['Int']['input'];
  /** The hotel of the change; a room stays at its hotel (E_CHANGED_HOTEL). */
  propertyId: Scalars['ID']['input'];
};

/** An amount in minor units (spec section 3, pricing): 45900 with valueDecimalPoint 2 is 459.00. */
export type Money = {
  __typename?: 'Money';
  /** ISO 4217. */
  currency: Scalars['String']['output'];
  value: Scalars['Int']['output'];
  valueDecimalPoint: Scalars['Int']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Spec 7 "AAA add": saves an AAA number on the signed-in member's profile. Errors AAA_NUMBER_EXISTS when one is saved. */
  addAaaNumber: AaaMembership;
  /**
   * Cancels rooms of one order (spec: confirmCancelReservation). Applied only when
   * `orderRevisionNumber` is the order's current one; a cancellation is recorded on the room, never a
   * deleted row, and bumps the order's and each cancelled room's revision number. Every expected refusal
   * is a status (E_ALREADY_CANCELLED, STALE_REVISION, E_MOD_DISALLOW, E_BAD_CONF_NO,
   * RESERVATION_NOT_PERMITTED), never an error, and changes nothing.
   */
  cancelReservationRooms: CancelReservationRoomsResult;
  /**
   * Checks a room in online (spec 7, check-in now): records the arrival time, the room preferences and
   * the housekeeping choice, and moves a CHECK_IN_ELIGIBLE room to CHECK_IN_MODIFIABLE; a room already
   * checked in online changes its details. Only in the check-in window (CHECK_IN_NOT_AVAILABLE) and at
   * `orderRevisionNumber` (STALE_REVISION); sending what the room already holds answers SUCCESS, so a
   * retry after a lost answer does not fail.
   */
  checkInOnline: UpdateReservationResult;
  /**
   * Spec 7 "create cart" (selectRate): holds one rate for the stay in a new cart of this browser's booking
   * session, priced now, and starts its hold. Errors BAD_USER_INPUT when the search breaks a rule and
   * RATE_UNAVAILABLE when the rate is no longer offered for that stay. The same idempotency key within a
   * session answers the cart it already made, so a double click makes one cart.
   */
  createCart: Cart;
  /**
   * Spec 7 "create order" (Book now): the cart becomes one order, in one transaction with its rooms (each
   * its own confirmation number), the inventory they take, the points they deduct, the card's charge, the
   * travel-insurance order and the confirmation e-mail in the outbox. The same idempotency key answers the
   * order it made (isReplay). Errors: E_DOUBLE_CLICK (another request for this cart is being booked, or
   * this key's is still in flight: nothing changed), E_ALREADY_CONFIRMED (the cart was booked by another
   * request; `extensions.confirmationNumber` names it), ROOMS_SOLD_OUT (the last rooms went to another
   * guest: /reservation/unsuccessfulSell.mi), PRODUCTS_UNAVAILABLE (the room or rate is no longer sold
   * for these nights: /reservation/productsUnavailable.mi), PAYMENT_REQUIRED, PAYMENT_DECLINED,
   * INSUFFICIENT_POINTS, GUEST_INFO_REQUIRED, the travel-agent codes of spec 8, STALE_REVISION, and
   * BAD_USER_INPUT with field acceptedAcknowledgements.
   */
  createOrder: CreateOrderResult;
  /**
   * Spec 7 "create travel-insurance cart and order": insures a booked order with a quote from
   * travelInsuranceOffer, charged to the order's card. Errors INSURANCE_QUOTE_EXPIRED,
   * TRAVEL_INSURANCE_UNAVAILABLE, PAYMENT_DECLINED, RESERVATION_NOT_PERMITTED.
   */
  createTravelInsuranceOrder: Order;
  /** Spec 7 "extend and update cart expiration": renews the hold of a cart that has not yet expired. */
  extendAndUpdateCartExpiration: Cart;
  /** Removes a request still waiting for the hotel; its award nights go back to the member. */
  removeSuiteNightAward: UpdateReservationResult;
  /**
   * Asks for a Suite Night Award on one room (spec 7, SNA data), by its member signed in, before the cutoff:
   * the stay's award nights are held at once and the hotel decides by the cutoff (requested, then pending,
   * guaranteed or denied). SNA_NOT_AVAILABLE says why not; STALE_REVISION as for any change.
   */
  requestSuiteNightAward: UpdateReservationResult;
  /**
   * Spec 2 /reservation/saveToMyTrips.mi and joinAndSaveReservation.mi: attaches an order booked without
   * an account to the signed-in member, when this browser may see the whole order and the order's primary
   * guest has the member's surname. Errors UNAUTHENTICATED, RESERVATION_NOT_PERMITTED, E_ALREADY_CONFIRMED
   * (the order belongs to a member already).
   */
  saveReservationToMyTrips: Order;
  /**
   * E-mails a one-time code to the booking's address, for a browser that found the whole order with a
   * lookup; an earlier code of this browser stops working. BOOKING_CODE_LIMIT once the booking had three
   * codes in the hour, RESERVATION_NOT_PERMITTED for a browser without such a lookup.
   */
  sendBookingCode: BookerProof;
  /**
   * Spec 7 "share by e-mail" and "share by SMS": writes the confirmation to the outbox for `recipient`
   * (nothing leaves the machine). Only a browser that may see the whole order may share it. Errors
   * BAD_USER_INPUT with field recipient, RESERVATION_NOT_PERMITTED.
   */
  shareConfirmation: SentMessage;
  /** Spec 7 "AAA update": replaces the signed-in member's saved AAA number. Errors AAA_NUMBER_MISSING when none is saved. */
  updateAaaNumber: AaaMembership;
  /**
   * Spec 7 "update cart": changes the rooms, guests or rate of a cart, priced again. Applied only when
   * `revisionNumber` is the cart's current one (STALE_REVISION otherwise); bumps it and renews the hold.
   */
  updateCart: Cart;
  /**
   * Spec 7 "update cart" with the guest information: saves the whole form in the cart (the primary guest,
   * room requests, comments, arrival time, travel agent, AAA number, buy-points consent and the legal and
   * privacy consents), and bumps the cart's revision. Applied only when `revisionNumber` is current.
   * Travel-agent refusals carry the spec 8 codes (E_BAD_IATA, E_BAD_IATAN_VER, ...) as `extensions.code`
   * with `extensions.field` travelAgent.iataNumber.
   */
  updateCartGuestInfo: Cart;
  /**
   * Spec 7 "credit card info": pays the cart with a card, after the payment step authorises it for what
   * the rate charges at booking. `paymentToken` is a token this browser's booking session made with the
   * tokenising call, or a saved card of the signed-in member. Bumps the cart's revision. Errors:
   * PAYMENT_TOKEN_INVALID (a token this browser may not use, or none), PAYMENT_CARD_EXPIRED (the card
   * expires before the stay ends), CARD_BRAND_NOT_ACCEPTED, PAYMENT_DECLINED (the issuer said no), and
   * UNAUTHENTICATED for saveCard from a visitor.
   */
  updateCartPayment: Cart;
  /**
   * The signed-in member's communication option: whether Portico may e-mail them offers (their MARKETING
   * consent). Errors UNAUTHENTICATED.
   */
  updateCommunicationOption: AccountStore;
  /**
   * Replaces the signed-in member's saved hotels with `savedProperties` (spec: updateCustomerSavedProperties).
   * Applied only when `revisionToken` is the one last read, so two windows cannot overwrite each other's
   * change; every expected refusal is a status, never an error, and changes nothing.
   */
  updateCustomerSavedProperties: UpdateCustomerSavedPropertiesResult;
  /**
   * Spec 7 "update insurance cart": adds the quoted policy to the cart (`quoteId`, unexpired, quoted for
   * this cart) or removes it (`quoteId` null). Bumps the cart's revision.
   */
  updateInsuranceCart: Cart;
  /** Spec 7 "update member information": the signed-in member's phone and address in the profile. */
  updateMemberInformation: MemberInformation;
  /**
   * Spec 7 "update order" (updateReservationChanges): changes one room to the rate, room type, stay and
   * party given, under the order's lock and only at `orderRevisionNumber`: the old nights' inventory is
   * given back and the new nights' taken in one transaction, points are settled with the member, and the
   * order's and the room's revision numbers go up by one. A repeat of `idempotencyKey` with the same input
   * answers SUCCESS and the order as it is, changing nothing again; the key sent with other input (another
   * room, stay, rate or revision) is BAD_USER_INPUT on idempotencyKey, also changing nothing.
   */
  updateReservation: UpdateReservationResult;
  /** Spec 7 "update user information": the signed-in member's title and name in the profile. */
  updateUserInformation: MemberInformation;
  /**
   * Upgrades one room to a better room type for its own stay, paid as chosen, as a change (updateReservation)
   * is made: under the order's lock, inventory and points in one transaction, one idempotency key per choice.
   */
  upgradeRoom: UpdateReservationResult;
  /** Spec 7 "AAA validate number": whether a number is a valid, current AAA membership; never saves. */
  validateAaaNumber: AaaValidation;
  /**
   * Checks the code: the right one lets this browser's lookup change the booking and pay for more (never
   * spend the member's points) for as long as the lookup lasts, and answers the order as it now may see it.
   * BOOKING_CODE_WRONG (extensions.attemptsLeft) for a wrong code, BOOKING_CODE_EXPIRED once no code works
   * (none sent, ten minutes passed, or five wrong codes).
   */
  verifyBookingCode: Order;
};


export type MutationAddAaaNumberArgs = {
  input: AaaNumberInput;
};


export type MutationCancelReservationRoomsArgs = {
  input: CancelReservationRoomsInput;
};


export type MutationCheckInOnlineArgs = {
  input: CheckInOnlineInput;
};


export type MutationCreateCartArgs = {
  input: CreateCartInput;
};


export type MutationCreateOrderArgs = {
  input: CreateOrderInput;
};


export type MutationCreateTravelInsuranceOrderArgs = {
  input: CreateTravelInsuranceOrderInput;
};


export type MutationExtendAndUpdateCartExpirationArgs = {
  input: ExtendCartInput;
};


export type MutationRemoveSuiteNightAwardArgs = {
  input: SuiteNightAwardInput;
};


export type MutationRequestSuiteNightAwardArgs = {
  input: SuiteNightAwardInput;
};


export type MutationSaveReservationToMyTripsArgs = {
  confirmationNumber: Scalars['ID']['input'];
};


export type MutationSendBookingCodeArgs = {
  input: SendBookingCodeInput;
};


export type MutationShareConfirmationArgs = {
  input: ShareConfirmationInput;
};


export type MutationUpdateAaaNumberArgs = {
  input: AaaNumberInput;
};


export type MutationUpdateCartArgs = {
  input: UpdateCartInput;
};


export type MutationUpdateCartGuestInfoArgs = {
  input: UpdateCartGuestInfoInput;
};


export type MutationUpdateCartPaymentArgs = {
  input: UpdateCartPaymentInput;
};


export type MutationUpdateCommunicationOptionArgs = {
  input: CommunicationOptionInput;
};


export type MutationUpdateCustomerSavedPropertiesArgs = {
  input: UpdateCustomerSavedPropertiesInput;
};


export type MutationUpdateInsuranceCartArgs = {
  input: UpdateInsuranceCartInput;
};


export type MutationUpdateMemberInformationArgs = {
  input: UpdateMemberInformationInput;
};


export type MutationUpdateReservationArgs = {
  input: UpdateReservationInput;
};


export type MutationUpdateUserInformationArgs = {
  input: UpdateUserInformationInput;
};


export type MutationUpgradeRoomArgs = {
  input: UpgradeRoomInput;
};


export type MutationValidateAaaNumberArgs = {
  input: AaaNumberInput;
};


export type MutationVerifyBookingCodeArgs = {
  input: VerifyBookingCodeInput;
};

export type NightlyProduct = {
  __typename?: 'NightlyProduct';
  date: Scalars['String']['output'];
  isSoldOut: Scalars['Boolean']['output'];
  /** Lowest public nightly rate of a room type free that night for the party; null when sold out or in the past. */
  lowestNightly?: Maybe<Money>;
};

export type NightlyProducts = {
  __typename?: 'NightlyProducts';
  days: Array<NightlyProduct>;
  month: Scalars['String']['output'];
  property: Property;
};

export type NightlyProductsInput = {
  /** YYYY-MM. */
  month: Scalars['String']['input'];
  numAdultsPerRoom?: Scalars['Int']['input'];
  numChildrenPerRoom?: Scalars['Int']['input'];
  numRooms?: Scalars['Int']['input'];
  propertyId: Scalars['ID']['input'];
};

export type NightlyRate = {
  __typename?: 'NightlyRate';
  /** Per room, before taxes; null for pure points. */
  cash?: Maybe<Money>;
  date: Scalars['String']['output'];
  /** Per room; null for cash rates. */
  points?: Maybe<Scalars['Int']['output']>;
};

/** The online check-in form of one room. */
export type OnlineCheckIn = {
  __typename?: 'OnlineCheckIn';
  /** Spec 5: the hours from 00:00 to 23:00. */
  arrivalTimes: Array<Scalars['String']['output']>;
  chosen: OnlineCheckInChoice;
  /** Null where the hotel's brand does not offer housekeeping online (spec 9, excluded brands). */
  housekeeping?: Maybe<HousekeepingOffer>;
  /** True while the room is CHECK_IN_ELIGIBLE or CHECK_IN_MODIFIABLE. */
  isOpen: Scalars['Boolean']['output'];
  order: Order;
  preferenceGroups: Array<RoomPreferenceGroup>;
  room: OrderItem;
};

export type OnlineCheckInChoice = {
  __typename?: 'OnlineCheckInChoice';
  /** HH:00; null until given. */
  arrivalTime?: Maybe<Scalars['String']['output']>;
  /** J8 or J9 when the guest took the plan's choice; null for the plan's default. */
  housekeepingCode?: Maybe<Scalars['String']['output']>;
  roomPreferences: Array<RoomFeature>;
};

/** One booking: the rooms reserved together at one hotel (spec section 3, Order). */
export type Order = {
  __typename?: 'Order';
  /** ISO date-time, UTC. */
  bookedAt: Scalars['String']['output'];
  /**
   * Set when this browser sees the whole order through a lookup alone: before it may change the booking,
   * upgrade, insure it or cancel it with a charge, it enters the code sendBookingCode e-mails to the
   * booking's address. Null for the member who booked, the browser that booked, a lookup already proven,
   * and a lookup of one room (a guest on it: the code goes to the booker).
   */
  bookerProof?: Maybe<BookerProof>;
  /** The whole stay's dates: first arrival and last departure over the rooms, ISO dates. */
  checkInDate: Scalars['String']['output'];
  checkOutDate: Scalars['String']['output'];
  /** Spec 7 confirmation message. */
  confirmationMessage: ConfirmationMessage;
  /** The booker's contact, for the share forms; null when this browser sees only some rooms. */
  contact?: Maybe<OrderContact>;
  id: Scalars['ID']['output'];
  /** True for a booking made without an account: join-and-save or save-to-my-trips may attach it. */
  isGuestBooking: Scalars['Boolean']['output'];
  /** The rooms, in booking order; each has its own confirmation number. */
  items: Array<OrderItem>;
  /** Bumped by every change to the order; a change must quote the current one. */
  orderRevisionNumber: Scalars['Int']['output'];
  /** Null for orders booked before online payment (the seeded history). */
  payment?: Maybe<OrderPayment>;
  property: Property;
  /** Spec 4 notification status: the messages written for this order (the confirmation e-mail first), oldest first. */
  sentMessages: Array<SentMessage>;
  summaryOfCharges: SummaryOfCharges;
  /** Sum over the rooms not cancelled, in the hotel's currency. */
  totalPricing: Money;
  /** The agency the order was booked through; null for most orders. */
  travelAgency?: Maybe<CartTravelAgent>;
  travelInsurance?: Maybe<OrderTravelInsurance>;
};

/**
 * The card an order was paid or guaranteed with, as its pages show it. Never its token: a browser that
 * only looked the order up reads this, and the token is the booking browser's alone.
 */
export type OrderCard = {
  __typename?: 'OrderCard';
  brand: CardBrand;
  cardholderName: Scalars['String']['output'];
  expiryMonth: Scalars['Int']['output'];
  expiryYear: Scalars['Int']['output'];
  lastFour: Scalars['String']['output'];
};

export type OrderContact = {
  __typename?: 'OrderContact';
  countryCode?: Maybe<Scalars['String']['output']>;
  email: Scalars['String']['output'];
  /** National digits, with the country they are dialled in; null when none was given. */
  phone?: Maybe<Scalars['String']['output']>;
  /** The phone as the booker reads it: national format for a number of their country, else international, e.g. (212) 555-0147; null when none was given. */
  phoneDisplay?: Maybe<Scalars['String']['output']>;
};

/** One room of an order (spec section 3, order item). */
export type OrderItem = {
  __typename?: 'OrderItem';
  basicInformation: ReservationBasicInformation;
  /** Set once the room is cancelled. */
  cancellation?: Maybe<Cancellation>;
  cancellationPolicy: CancellationPolicy;
  charges: RoomCharges;
  /** Where the stay is today; null once the stay has ended or the room is cancelled. */
  checkInState?: Maybe<CheckInState>;
  guestList: Array<Guest>;
  /**
   * Whether the room may be changed online now: not cancelled, its stay not begun, not checked in online,
   * and not paid in full when booked (E_MOD_DISALLOW otherwise). A room paid with points is changed by its
   * member signed in; a browser that only looked the order up changes nothing (its member signed in, or the
   * browser that booked it, does).
   */
  isModifiable: Scalars['Boolean']['output'];
  product: RoomProduct;
  /** Bumped whenever this room changes. */
  reservationRevisionNumber: Scalars['Int']['output'];
  status: ReservationStatus;
  /** Spec 2 confirmation, stay details: what the booker asked for this room; null when nothing was asked. */
  stayRequests?: Maybe<RoomStayRequests>;
  /** The Suite Night Award request on this room; null when none was made. */
  suiteNightAward?: Maybe<SuiteNightAwardStatus>;
  /**
   * Suite Night Awards on this room for its member signed in (spec 7, SNA data): the nights a request
   * takes, the member's nights, the cutoff and what may be done now. Null for anyone else, and at a hotel
   * without suites.
   */
  suiteNightAwardOffer?: Maybe<SuiteNightAwardOffer>;
};

export type OrderPayment = {
  __typename?: 'OrderPayment';
  card: OrderCard;
  paymentMethod: PaymentMethod;
};

export type OrderTravelInsurance = {
  __typename?: 'OrderTravelInsurance';
  coveredTripCost: Money;
  policyNumber: Scalars['ID']['output'];
  premium: Money;
  provider: Scalars['String']['output'];
};

export type PaymentInfo = {
  __typename?: 'PaymentInfo';
  acceptedCardBrands: Array<CardBrand>;
  /** Left to pay at the hotel. */
  amountDueAtHotel: Money;
  /** Charged to the card when the booking is made (zero for a guarantee); minor units of the hotel's currency, plus any points bought. */
  amountDueNow: Money;
  /** Whether a new card may be saved to the profile (a signed-in member). */
  canSaveCard: Scalars['Boolean']['output'];
  cartId: Scalars['ID']['output'];
  paymentMethod: PaymentMethod;
  /** The signed-in member's saved cards, newest first; empty for a visitor. */
  savedCards: Array<SavedCard>;
  /** The card this cart is paid with so far; null until one is given. */
  selectedCard?: Maybe<CardSummary>;
};

export type PaymentMethod = {
  __typename?: 'PaymentMethod';
  /** The spec 9 code, e.g. 5.PMT (the default). */
  code: Scalars['ID']['output'];
  /**
   * What the method charges the card at booking for the stay (zero for a guarantee). Pages word the
   * method in their locale from its code and this amount.
   */
  dueAtBooking: Money;
  kind: PaymentMethodKind;
};

/** Spec 9 payment methods, by what they ask of the card. */
export enum PaymentMethodKind {
  /** Part of the stay is charged at booking, the rest at the hotel (4 and 8 .PMT). */
  Deposit = 'DEPOSIT',
  /** The card guarantees the booking; nothing is charged until the stay (2, 3, 5, 19, 22, 25, 29, 30, 32, 40 .PMT). */
  Guarantee = 'GUARANTEE',
  /** The whole stay is charged at booking (1.PMT). */
  Prepayment = 'PREPAYMENT'
}

export enum PlaceKind {
  City = 'CITY',
  Hotel = 'HOTEL'
}

export type PointsPrice = {
  __typename?: 'PointsPrice';
  perNight: Scalars['Int']['output'];
  /** Spec: totalPoint. */
  total: Scalars['Int']['output'];
};

export type PostalAddress = {
  __typename?: 'PostalAddress';
  city: Scalars['String']['output'];
  country: CodedDescription;
  line1: Scalars['String']['output'];
  line2?: Maybe<Scalars['String']['output']>;
  line3?: Maybe<Scalars['String']['output']>;
  postalCode?: Maybe<Scalars['String']['output']>;
  stateProvince?: Maybe<CodedDescription>;
};

export type PrepayConsent = {
  __typename?: 'PrepayConsent';
  /** True when the cart's rate is prepaid and non-refundable: the card is charged at booking. */
  isRequired: Scalars['Boolean']['output'];
  /** What the guest accepts; null when no consent is required. */
  text?: Maybe<Scalars['String']['output']>;
};

export type ProductSearch = {
  __typename?: 'ProductSearch';
  /** The member's points balance (spec: currentPointBalance); null for a visitor. */
  currentPointBalance?: Maybe<Scalars['Int']['output']>;
  /** False when the stay asked is not free; the rooms are then for `offered`, or none when nothing is close. */
  isExactMatch: Scalars['Boolean']['output'];
  /** True for a signed-in member: member rates carry their prices. */
  isMember: Scalars['Boolean']['output'];
  /** The stay these rooms are for: the one asked, or when isExactMatch is false the closest one free. */
  offered?: Maybe<AvailabilitySelection>;
  property: Property;
  /** The tabs this viewer gets: CASH always, the points modes only for a signed-in member who asked to use points (rewardsRedemption). */
  rateModes: Array<RateMode>;
  /** What was asked. */
  requested: AvailabilitySelection;
  rooms: Array<RoomOffer>;
};

/** A hotel, shaped like the source property record of the spec (section 3). */
export type Property = {
  __typename?: 'Property';
  /** Notices in force today (e.g. works on the pool), newest first. */
  alerts: Array<HotelAlert>;
  /** Hotel facilities, by name. */
  amenities: Array<Amenity>;
  basicInformation: PropertyBasicInformation;
  contactInformation: PropertyContactInformation;
  /** What the hotel says about itself, a paragraph or two (hotel info of the detail dialog). */
  description: Scalars['String']['output'];
  /** Check-in and check-out times and house rules (property details of the detail dialog). */
  details: PropertyDetails;
  /** Guests' reviews, newest first; at most `first` (1 to 20). */
  guestReviews: Array<GuestReview>;
  /** The property code, upper case. */
  id: Scalars['ID']['output'];
  media: PropertyMedia;
  reviews: PropertyReviews;
  seoNickname: Scalars['String']['output'];
  /** The hotel's IANA time zone (e.g. America/New_York): its deadlines, its "today" and its clock times are in this zone. */
  timeZone: Scalars['String']['output'];
};


/** A hotel, shaped like the source property record of the spec (section 3). */
export type PropertyGuestReviewsArgs = {
  first?: Scalars['Int']['input'];
};

export type PropertyBasicInformation = {
  __typename?: 'PropertyBasicInformation';
  brand: Brand;
  /** ISO 4217 code of the currency the hotel prices in. */
  currency: Scalars['String']['output'];
  latitude: Scalars['Float']['output'];
  longitude: Scalars['Float']['output'];
  name: Scalars['String']['output'];
};

export type PropertyContactInformation = {
  __typename?: 'PropertyContactInformation';
  address: PostalAddress;
  contactNumbers: Array<ContactNumber>;
};

export type PropertyDetails = {
  __typename?: 'PropertyDetails';
  /** Local time, 24-hour HH:MM. */
  checkInTime: Scalars['String']['output'];
  /** Local time, 24-hour HH:MM. */
  checkOutTime: Scalars['String']['output'];
  parking: Scalars['String']['output'];
  petPolicy: Scalars['String']['output'];
  roomCount: Scalars['Int']['output'];
};

export type PropertyMedia = {
  __typename?: 'PropertyMedia';
  /** The hotel's alternate logo (the header shows it when daclogo=true); null when it has none. */
  hotelLogo?: Maybe<HotelLogo>;
  photos: Array<Image>;
  primaryImage?: Maybe<Image>;
};

export type PropertyReviews = {
  __typename?: 'PropertyReviews';
  numberOfReviews: Count;
  stars: Count;
};

/**
 * The contract between the apps and the back end. Client result types and server resolver types are
 * both generated from this file (`npm run codegen`); nothing here is restated by hand.
 */
export type Query = {
  __typename?: 'Query';
  /** Spec 7 "AAA get": the signed-in member's saved AAA number; null when none, or for a visitor. */
  aaaMembership?: Maybe<AaaMembership>;
  /**
   * The signed-in member's standing and communication option (spec 01 §3 account store), for the profile
   * page. Null for a visitor, and for a remembered member whose session has ended.
   */
  accountStore?: Maybe<AccountStore>;
  /**
   * Spec 2 pre-booking acknowledgements: what the guest must accept on the review page before booking
   * this cart (the rate's rules and cancellation policy always; a prepaid charge, a deposit or points
   * deducted when the rate takes them). createOrder refuses a booking that leaves a required one out.
   */
  bookingAcknowledgements: Array<BookingAcknowledgement>;
  /**
   * A cart of this browser's booking session (spec 7: cart price, cancellation policy by cart). Errors
   * CART_VALIDATION_FAILED or SESSION_VALIDATION_FAILED when it may not be read; never another browser's cart.
   */
  cart: Cart;
  /**
   * Spec 7 "co-brand credit card", "cross-sell" and "upsell": the confirmation page's offers for a hotel,
   * from content in the database (editable without a code change), in display order.
   */
  confirmationOffers: Array<ConfirmationOffer>;
  /** Spec 7 "country and state lookup": every country a guest may live in, by name in the request's locale. */
  countries: Array<Country>;
  /**
   * The signed-in member as a customer: their saved hotels and the revision token an update must quote.
   * Null for a visitor, and for a remembered member whose session has ended.
   */
  customer?: Maybe<Customer>;
  /** Spec 7 "default selection": the search a hotel page's "Check availability" starts from. */
  defaultSelection?: Maybe<AvailabilitySelection>;
  /**
   * The hotels of a destination for a stay: a city's hotels when `destination` names a city, else the
   * hotels whose name or city has a word starting with it; nearest the city centre first. Each has its
   * lowest public nightly rate for the stay, or null when no room holds the party on every night.
   * Errors BAD_USER_INPUT for an empty or too long destination and a stay the search rules refuse.
   */
  hotelSearch: HotelSearch;
  /** Spec 7 "join-now options": whether a guest living in `countryCode` may enrol inline, and which consents they give. */
  joinNowOptions: JoinNowOptions;
  /** Spec 7 "member information": the signed-in member's profile, for the guest form. Null for a visitor. */
  memberInformation?: Maybe<MemberInformation>;
  /**
   * Spec 7 "modify order create cart" and modifySelectRate: the rates one booked room could change to for
   * the stay and party asked, each priced as one room and against what the room costs now (the
   * difference), with the cancellation terms it would bring. The room's own nights count as free to it,
   * so the same room for one more night is offered even when the hotel is otherwise full.
   */
  modifyRoomProducts: ModifyRoomSearch;
  /** Spec 7 "nightly products": each day of a month with its lowest nightly rate, for the availability calendar. */
  nightlyProducts?: Maybe<NightlyProducts>;
  /**
   * Spec 7 "check-in now" and "housekeeping": what the online check-in form offers one room (arrival
   * times, room preferences by category, the hotel's housekeeping choice) and what was chosen. Null when
   * this browser may not see the room.
   */
  onlineCheckIn?: Maybe<OnlineCheckIn>;
  /**
   * Spec 7 "property and customer payment info" and "payment methods": how the cart's rate is paid (the
   * spec 9 payment method), what is charged at booking and what at the hotel, the card brands the hotel
   * takes, the signed-in member's saved cards, and the card the cart is paid with so far.
   */
  paymentInfo: PaymentInfo;
  /** Spec 7 "pre-pay consent": whether the cart's rate is charged at booking and, if so, what the guest accepts. */
  prepayConsent: PrepayConsent;
  /** Every hotel of the chain, by name. */
  properties: Array<Property>;
  /** A hotel by its property code (MARSHA code, any case). Null when no hotel has that code. */
  property?: Maybe<Property>;
  /** A hotel by the nickname used in its page addresses, e.g. nycts-portico-times-square. */
  propertyBySeoNickname?: Maybe<Property>;
  /** Spec 7 "rate details": rules text, cancellation policy and nightly breakdown of one rate for a stay. */
  rateDetails?: Maybe<RateDetails>;
  /**
   * Spec 7 "redemption data": the signed-in member's balance against the points the cart's rate deducts.
   * Null when the cart's rate takes no points. Errors CART_VALIDATION_FAILED for a cart priced for another
   * member, and UNAUTHENTICATED for a visitor (a points cart needs a member).
   */
  redemptionData?: Maybe<RedemptionData>;
  /**
   * The order holding the reservation with this confirmation number (spec: reservation and order details),
   * for the member who booked it or a browser that looked it up in the last 30 minutes. Null when no
   * reservation has that number or this browser may not see it; the two are not told apart, so numbers
   * cannot be probed.
   */
  reservationOrder?: Maybe<Order>;
  /** Spec 7 "room details features": one room type of a hotel; null when the hotel has no such room type. */
  roomDetails?: Maybe<RoomType>;
  /** Spec 7 "room requests": the requests the cart's hotel takes (CRIB, ROLLAWAY, PETFEE1, PETFEE2). */
  roomRequests: Array<RoomRequestOption>;
  /**
   * Spec 7 "room upgrade data": better room types for the room's own stay and party, free on every night,
   * each priced in cash (the room's rate for the better room, against what it costs now) and, for the
   * room's member signed in, in points plus cash (the stay's cash as booked, the better room's points
   * premium per night in points). The status refuses as a modify does (E_MOD_DISALLOW and the rest).
   */
  roomUpgradeOffers: RoomUpgradeOffers;
  /**
   * Spec 7 "search products by property": every room type of the hotel with its rates for the stay, for
   * the viewer (member rates priced only for a signed-in member, points only for a member). When no room
   * type is free on every night, the answer is for the closest stay of the same length (isExactMatch
   * false). Null when no hotel has that code.
   */
  searchProductsByProperty?: Maybe<ProductSearch>;
  /** Spec 7 "SMS country codes": the dialling code of each country, for the SMS number of inline enrollment. */
  smsCountryCodes: Array<SmsCountryCode>;
  /** Spec 7 "state lookup": the states or provinces of one country; empty when the country has none listed. */
  states: Array<StateProvince>;
  /**
   * Hotels and cities whose name, or a word of it, starts with `query` (letter case and accents aside:
   * "sao" finds São Paulo), best first: a whole-name match, then a name's start, then a later word's, at
   * most 8. `locale` names the countries. Errors BAD_USER_INPUT when `query` is empty or over 60 characters.
   */
  suggestedPlaces: Array<SuggestedPlace>;
  /**
   * Spec 7 "travel insurance banner": a policy quote for a booked order that has none, for the browser that
   * may see the whole order. Null when the order is insured already, pays only in points, or its stay has begun.
   */
  travelInsuranceOffer?: Maybe<TravelInsuranceQuote>;
  /** Spec 7 "travel insurance quote": a priced policy for this cart's stay, valid until expiresAt. */
  travelInsuranceQuote: TravelInsuranceQuote;
  /** The signed-in member's stays (my trips). Null for a visitor. */
  trips?: Maybe<Trips>;
  /** Spec 7 "user form titles": the titles a guest may choose, in the request's locale. */
  userFormTitles: Array<UserFormTitle>;
};


/**
 * The contract between the apps and the back end. Client result types and server resolver types are
 * both generated from this file (`npm run codegen`); nothing here is restated by hand.
 */
export type QueryBookingAcknowledgementsArgs = {
  cartId: Scalars['ID']['input'];
};


/**
 * The contract between the apps and the back end. Client result types and server resolver types are
 * both generated from this file (`npm run codegen`); nothing here is restated by hand.
 */
export type QueryCartArgs = {
  id: Scalars['ID']['input'];
};


/**
 * The contract between the apps and the back end. Client result types and server resolver types are
 * both generated from this file (`npm run codegen`); nothing here is restated by hand.
 */
export type QueryConfirmationOffersArgs = {
  propertyId: Scalars['ID']['input'];
};


/**
 * The contract between the apps and the back end. Client result types and server resolver types are
 * both generated from this file (`npm run codegen`); nothing here is restated by hand.
 */
export type QueryDefaultSelectionArgs = {
  propertyId: Scalars['ID']['input'];
};


/**
 * The contract between the apps and the back end. Client result types and server resolver types are
 * both generated from this file (`npm run codegen`); nothing here is restated by hand.
 */
export type QueryHotelSearchArgs = {
  input: HotelSearchInput;
};


/**
 * The contract between the apps and the back end. Client result types and server resolver types are
 * both generated from this file (`npm run codegen`); nothing here is restated by hand.
 */
export type QueryJoinNowOptionsArgs = {
  countryCode: Scalars['ID']['input'];
};


/**
 * The contract between the apps and the back end. Client result types and server resolver types are
 * both generated from this file (`npm run codegen`); nothing here is restated by hand.
 */
export type QueryModifyRoomProductsArgs = {
  input: ModifyRoomSearchInput;
};


/**
 * The contract between the apps and the back end. Client result types and server resolver types are
 * both generated from this file (`npm run codegen`); nothing here is restated by hand.
 */
export type QueryNightlyProductsArgs = {
  input: NightlyProductsInput;
};


/**
 * The contract between the apps and the back end. Client result types and server resolver types are
 * both generated from this file (`npm run codegen`); nothing here is restated by hand.
 */
export type QueryOnlineCheckInArgs = {
  confirmationNumber: Scalars['ID']['input'];
};


/**
 * The contract between the apps and the back end. Client result types and server resolver types are
 * both generated from this file (`npm run codegen`); nothing here is restated by hand.
 */
export type QueryPaymentInfoArgs = {
  cartId: Scalars['ID']['input'];
};


/**
 * The contract between the apps and the back end. Client result types and server resolver types are
 * both generated from this file (`npm run codegen`); nothing here is restated by hand.
 */
export type QueryPrepayConsentArgs = {
  cartId: Scalars['ID']['input'];
};


/**
 * The contract between the apps and the back end. Client result types and server resolver types are
 * both generated from this file (`npm run codegen`); nothing here is restated by hand.
 */
export type QueryPropertyArgs = {
  id: Scalars['ID']['input'];
};


/**
 * The contract between the apps and the back end. Client result types and server resolver types are
 * both generated from this file (`npm run codegen`); nothing here is restated by hand.
 */
export type QueryPropertyBySeoNicknameArgs = {
  seoNickname: Scalars['String']['input'];
};


/**
 * The contract between the apps and the back end. Client result types and server resolver types are
 * both generated from this file (`npm run codegen`); nothing here is restated by hand.
 */
export type QueryRateDetailsArgs = {
  input: RateDetailsInput;
};


/**
 * The contract between the apps and the back end. Client result types and server resolver types are
 * both generated from this file (`npm run codegen`); nothing here is restated by hand.
 */
export type QueryRedemptionDataArgs = {
  cartId: Scalars['ID']['input'];
};


/**
 * The contract between the apps and the back end. Client result types and server resolver types are
 * both generated from this file (`npm run codegen`); nothing here is restated by hand.
 */
export type QueryReservationOrderArgs = {
  confirmationNumber: Scalars['ID']['input'];
};


/**
 * The contract between the apps and the back end. Client result types and server resolver types are
 * both generated from this file (`npm run codegen`); nothing here is restated by hand.
 */
export type QueryRoomDetailsArgs = {
  propertyId: Scalars['ID']['input'];
  roomTypeCode: Scalars['ID']['input'];
};


/**
 * The contract between the apps and the back end. Client result types and server resolver types are
 * both generated from this file (`npm run codegen`); nothing here is restated by hand.
 */
export type QueryRoomRequestsArgs = {
  cartId: Scalars['ID']['input'];
};


/**
 * The contract between the apps and the back end. Client result types and server resolver types are
 * both generated from this file (`npm run codegen`); nothing here is restated by hand.
 */
export type QueryRoomUpgradeOffersArgs = {
  confirmationNumber: Scalars['ID']['input'];
};


/**
 * The contract between the apps and the back end. Client result types and server resolver types are
 * both generated from this file (`npm run codegen`); nothing here is restated by hand.
 */
export type QuerySearchProductsByPropertyArgs = {
  input: AvailabilitySearchInput;
};


/**
 * The contract between the apps and the back end. Client result types and server resolver types are
 * both generated from this file (`npm run codegen`); nothing here is restated by hand.
 */
export type QueryStatesArgs = {
  countryCode: Scalars['ID']['input'];
};


/**
 * The contract between the apps and the back end. Client result types and server resolver types are
 * both generated from this file (`npm run codegen`); nothing here is restated by hand.
 */
export type QuerySuggestedPlacesArgs = {
  locale?: InputMaybe<Scalars['String']['input']>;
  query: Scalars['String']['input'];
};


/**
 * The contract between the apps and the back end. Client result types and server resolver types are
 * both generated from this file (`npm run codegen`); nothing here is restated by hand.
 */
export type QueryTravelInsuranceOfferArgs = {
  confirmationNumber: Scalars['ID']['input'];
};


/**
 * The contract between the apps and the back end. Client result types and server resolver types are
 * both generated from this file (`npm run codegen`); nothing here is restated by hand.
 */
export type QueryTravelInsuranceQuoteArgs = {
  cartId: Scalars['ID']['input'];
};

export type RateDetails = {
  __typename?: 'RateDetails';
  cancellationPolicy: BookingCancellationPolicy;
  /** Null under the same rule as price. */
  nights?: Maybe<Array<NightlyRate>>;
  /** Null when the viewer may not see this rate's price (member rate, visitor). */
  price?: Maybe<RatePrice>;
  ratePlan: RatePlan;
  roomType: RoomType;
  /** Spec 3 rules text. */
  rulesText: RulesText;
};

export type RateDetailsInput = {
  ratePlanCode: Scalars['ID']['input'];
  roomTypeCode: Scalars['ID']['input'];
  search: AvailabilitySearchInput;
};

/** Spec 9 rate modes, one tab each on the rate list. */
export enum RateMode {
  Cash = 'CASH',
  CashAndPoints = 'CASH_AND_POINTS',
  Points = 'POINTS',
  PointsPlusCashUpgrade = 'POINTS_PLUS_CASH_UPGRADE'
}

export type RateOffer = {
  __typename?: 'RateOffer';
  /** The rate's cancellation terms for the stay offered, judged now (as the rate details give them): each rate card says them in a line. */
  cancellationPolicy: BookingCancellationPolicy;
  /** Null when the rate is for members and the viewer is a visitor (the sign-in tile shows instead). */
  price?: Maybe<RatePrice>;
  ratePlan: RatePlan;
};

export type RatePlan = {
  __typename?: 'RatePlan';
  /** Rate plan code, e.g. FLEX, MEMBER, PREPAY. */
  code: Scalars['ID']['output'];
  isMemberRate: Scalars['Boolean']['output'];
  /** Paid at booking and not refundable (NRP). */
  isPrepaidNonRefundable: Scalars['Boolean']['output'];
  mode: RateMode;
  name: Scalars['String']['output'];
};

/** A rate's price for the whole search: every night, every room. */
export type RatePrice = {
  __typename?: 'RatePrice';
  /** Null for pure points rates. */
  cash?: Maybe<CashPrice>;
  /** Null for cash rates. */
  points?: Maybe<PointsPrice>;
};

/** Spec 3 redemption panel. */
export type RedemptionData = {
  __typename?: 'RedemptionData';
  /** Points the member lacks; 0 when the balance covers the stay. */
  additionalPointsRequired: Scalars['Int']['output'];
  currentPointBalance: Scalars['Int']['output'];
  /** The consent the guest gave in this cart; true until they untick it (spec 3 default state). */
  isBuyPointConsent: Scalars['Boolean']['output'];
  /** Whether the lacking points may be bought with the booking (at most maxPurchasablePoints). */
  isBuyPoints: Scalars['Boolean']['output'];
  maxPurchasablePoints: Scalars['Int']['output'];
  /** What buying the additional points costs (null when none are needed); minor units. */
  pointCost?: Maybe<Money>;
  /** Points the cart's rate deducts for the whole stay. */
  pointsDeducted: Scalars['Int']['output'];
};

export type ReservationBasicInformation = {
  __typename?: 'ReservationBasicInformation';
  adults: Scalars['Int']['output'];
  /** ISO dates. */
  checkInDate: Scalars['String']['output'];
  checkOutDate: Scalars['String']['output'];
  children: Scalars['Int']['output'];
  confirmationNumber: Scalars['ID']['output'];
  isMemberRate: Scalars['Boolean']['output'];
  nights: Scalars['Int']['output'];
  /** The rate's name as the guest booked it, e.g. Flexible rate. */
  ratePlan: Scalars['String']['output'];
};

export enum ReservationStatus {
  Cancelled = 'CANCELLED',
  Confirmed = 'CONFIRMED'
}

export type ResponseMessages = {
  __typename?: 'ResponseMessages';
  dev: Array<DevMessage>;
  errors: Array<StatusMessage>;
  warnings: Array<StatusMessage>;
};

export type ResponseStatus = {
  __typename?: 'ResponseStatus';
  code: Scalars['String']['output'];
  httpStatus: Scalars['Int']['output'];
  messages: ResponseMessages;
};

export type RoomCharges = {
  __typename?: 'RoomCharges';
  /** Average nightly rate before taxes. */
  averageNightlyRate: Money;
  /** Rate over all nights before taxes. */
  subtotal: Money;
  taxesAndFees: Money;
  total: Money;
};

export type RoomFeature = {
  __typename?: 'RoomFeature';
  /** The code's category, e.g. ROOM_FEATURE, FEATHER, PILLOW, FLOOR. */
  categoryCode: Scalars['String']['output'];
  /** A spec 9 room code such as V9 or C2. */
  code: Scalars['String']['output'];
  description: Scalars['String']['output'];
};

/** One room photo in the spec 3 sizes per breakpoint. */
export type RoomImage = {
  __typename?: 'RoomImage';
  alt: Scalars['String']['output'];
  /** 562 x 366. */
  desktop: Scalars['String']['output'];
  /** 358 x 160. */
  mobile: Scalars['String']['output'];
  /** 451 x 366. */
  tablet: Scalars['String']['output'];
};

export type RoomOffer = {
  __typename?: 'RoomOffer';
  /** Cheapest first within each mode. */
  rates: Array<RateOffer>;
  roomType: RoomType;
  /** The fewest rooms of this type free on any night of the stay. */
  roomsLeft: Scalars['Int']['output'];
};

export type RoomPreferenceGroup = {
  __typename?: 'RoomPreferenceGroup';
  /** A spec 9 room code category, e.g. FLOOR; the page names it in its locale. */
  categoryCode: Scalars['String']['output'];
  choices: Array<RoomFeature>;
};

export type RoomPreferenceInput = {
  categoryCode: Scalars['String']['input'];
  code: Scalars['String']['input'];
};

/** The room booked (spec section 3, product). */
export type RoomProduct = {
  __typename?: 'RoomProduct';
  description: Scalars['String']['output'];
  /** Bedding, view and size, e.g. 1 king bed. */
  features: Array<Scalars['String']['output']>;
  /** The room type's code, e.g. GKNG. */
  inventoryTypeCode: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** Position of the room in the order, from 1. */
  ordinal: Scalars['Int']['output'];
};

export type RoomRequestOption = {
  __typename?: 'RoomRequestOption';
  code: Scalars['ID']['output'];
  label: Scalars['String']['output'];
};

/**
 * What the booker asked the hotel for one room (spec 3 "additional requests (comments, eta)" and the
 * room-request codes), as the guest-information step saved them with the booking.
 */
export type RoomStayRequests = {
  __typename?: 'RoomStayRequests';
  /** HH:00, 00:00 to 23:00; null when not given. */
  arrivalTime?: Maybe<Scalars['String']['output']>;
  comments?: Maybe<Scalars['String']['output']>;
  /** Spec 3 room-request codes (CRIB, ROLLAWAY, PETFEE1, PETFEE2), in the order asked. */
  roomRequestCodes: Array<Scalars['String']['output']>;
};

export type RoomType = {
  __typename?: 'RoomType';
  /** e.g. "1 King bed". */
  bedding: Scalars['String']['output'];
  /** Room type code, e.g. KING (spec: inventoryTypeCode). */
  code: Scalars['ID']['output'];
  description: Scalars['String']['output'];
  /** Spec 9 room codes with their descriptions (spec 3, attribute). */
  features: Array<RoomFeature>;
  images: Array<RoomImage>;
  /** Most guests (adults and children) the room holds. */
  maxOccupancy: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  sizeSquareMeters: Scalars['Int']['output'];
};

export type RoomUpgradeOffer = {
  __typename?: 'RoomUpgradeOffer';
  /** Null when the upgrade is not sold in cash. */
  cash?: Maybe<UpgradePrice>;
  /** Null unless the room's member is signed in and the better room has a points premium. */
  pointsPlusCash?: Maybe<UpgradePrice>;
  roomType: RoomType;
  roomsLeft: Scalars['Int']['output'];
};

export type RoomUpgradeOffers = {
  __typename?: 'RoomUpgradeOffers';
  current?: Maybe<OrderItem>;
  offers: Array<RoomUpgradeOffer>;
  order?: Maybe<Order>;
  /** The member's points balance, for the points-plus-cash prices; null when none is offered. */
  pointsBalance?: Maybe<Scalars['Int']['output']>;
  /** The first entry says what happened: SUCCESS (with or without offers), or why none is offered. */
  status: Array<ResponseStatus>;
};

export type RulesText = {
  __typename?: 'RulesText';
  descriptions: Array<Scalars['String']['output']>;
  localizedDescriptions: Array<LocalizedText>;
};

export type SavedCard = {
  __typename?: 'SavedCard';
  card: CardSummary;
  /** ISO date-time, UTC. */
  savedAt: Scalars['String']['output'];
};

export type SavedProperty = {
  __typename?: 'SavedProperty';
  /** A property code, upper case. */
  id: Scalars['ID']['output'];
  /** The saved hotel itself, for the saved-hotels page. */
  property: Property;
};

export type SavedPropertyInput = {
  id: Scalars['ID']['input'];
};

export type SendBookingCodeInput = {
  /** Any room of the order; the browser's lookup must cover the whole order. */
  confirmationNumber: Scalars['String']['input'];
  /** The e-mail's language; the client's Accept-Language when absent. */
  locale?: InputMaybe<Scalars['String']['input']>;
};

/** A message written to the outbox (spec 7 share and the confirmation e-mail); nothing leaves the machine. */
export type SentMessage = {
  __typename?: 'SentMessage';
  body: Scalars['String']['output'];
  channel: MessageChannel;
  id: Scalars['ID']['output'];
  recipient: Scalars['String']['output'];
  /** The recipient as a guest reads it: a text's number in its international format (+1 212 555 0147), an e-mail address as it is. */
  recipientDisplay: Scalars['String']['output'];
  /** ISO date-time, UTC. */
  sentAt: Scalars['String']['output'];
  /** Null for SMS. */
  subject?: Maybe<Scalars['String']['output']>;
};

export type ShareConfirmationInput = {
  channel: MessageChannel;
  confirmationNumber: Scalars['ID']['input'];
  /** For SMS: the country the number is dialled in. */
  countryCode?: InputMaybe<Scalars['ID']['input']>;
  /** An e-mail address for EMAIL; for SMS the number's digits, with its country (ISO 3166-1 alpha-2). */
  recipient: Scalars['String']['input'];
};

export type SmsCountryCode = {
  __typename?: 'SmsCountryCode';
  countryCode: Scalars['ID']['output'];
  /** E.164 dialling code without the plus, e.g. 44. */
  dialCode: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type StateProvince = {
  __typename?: 'StateProvince';
  code: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type StatusMessage = {
  __typename?: 'StatusMessage';
  code: Scalars['String']['output'];
  devMessage?: Maybe<Scalars['String']['output']>;
  message: Scalars['String']['output'];
};

/** One suggestion of the destination type-ahead. */
export type SuggestedPlace = {
  __typename?: 'SuggestedPlace';
  /** The hotel's city and country, or the city's country, in the asked locale. */
  detail: Scalars['String']['output'];
  /** The property code of a hotel; the city's name for a city. */
  id: Scalars['ID']['output'];
  kind: PlaceKind;
  name: Scalars['String']['output'];
};

export type SuiteNightAwardInput = {
  confirmationNumber: Scalars['ID']['input'];
  orderRevisionNumber: Scalars['Int']['input'];
};

export type SuiteNightAwardOffer = {
  __typename?: 'SuiteNightAwardOffer';
  /** The member's award nights now. */
  balance: Scalars['Int']['output'];
  /** True while a request waits for the hotel (requested or pending). */
  canRemove: Scalars['Boolean']['output'];
  canRequest: Scalars['Boolean']['output'];
  /** Requests are taken until, and decided by, 14:00 hotel time the day before arrival (ISO instant). */
  cutoff: Scalars['String']['output'];
  /** The hotel's IANA time zone, to print the cutoff in. */
  hotelTimeZone: Scalars['String']['output'];
  /** Award nights a request takes: one per night of the stay. */
  nightsNeeded: Scalars['Int']['output'];
  /** Why a request cannot be made now, when canRequest is false. */
  reason?: Maybe<Scalars['String']['output']>;
};

/** Spec section 3, Suite Night Award statuses. */
export enum SuiteNightAwardStatus {
  Cancelled = 'CANCELLED',
  Denied = 'DENIED',
  Forfeited = 'FORFEITED',
  Guaranteed = 'GUARANTEED',
  Pending = 'PENDING',
  Removed = 'REMOVED',
  Requested = 'REQUESTED'
}

/** Spec 7 summary of charges: every night of every room, taxes, points and cash. */
export type SummaryOfCharges = {
  __typename?: 'SummaryOfCharges';
  /** Cash for the stay with taxes and the insurance premium. */
  cashTotal: Money;
  /** Charged to the card at booking. */
  chargedAtBooking: Money;
  /** Left to pay at the hotel. */
  dueAtHotel: Money;
  nights: Array<ChargedNight>;
  /** Points deducted for the stay (0 for a cash rate). */
  points: Scalars['Int']['output'];
  pointsPurchaseCost?: Maybe<Money>;
  /** Points bought with the booking, and what they cost (null when none). */
  pointsPurchased: Scalars['Int']['output'];
  /** Rooms over all nights before taxes. */
  roomsSubtotal: Money;
  taxesAndFees: Money;
  /** The travel-insurance premium, when insured. */
  travelInsurance?: Maybe<Money>;
};

export type TravelAgentInput = {
  /** The agency's 8-digit IATA number (the last digit checks the first seven, modulo 7). */
  iataNumber: Scalars['String']['input'];
};

export type TravelInsuranceQuote = {
  __typename?: 'TravelInsuranceQuote';
  /** What the policy covers: the trip cost it insures, minor units. */
  coveredTripCost: Money;
  expiresAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The premium for the whole trip, minor units of the cart's currency. */
  premium: Money;
  provider: Scalars['String']['output'];
  summary: Scalars['String']['output'];
};

/** A member's stays, each an order, soonest first for upcoming and latest first for the rest. */
export type Trips = {
  __typename?: 'Trips';
  /** Orders whose every room is cancelled. */
  cancelled: Array<Order>;
  /** Orders whose stay has ended, with at least one room not cancelled. */
  past: Array<Order>;
  /** Orders with a room still booked whose stay has not ended. */
  upcoming: Array<Order>;
};

export type UpdateCartGuestInfoInput = {
  aaaNumber?: InputMaybe<Scalars['String']['input']>;
  arrivalTime?: InputMaybe<Scalars['String']['input']>;
  cartId: Scalars['ID']['input'];
  comments?: InputMaybe<Scalars['String']['input']>;
  guest: CartGuestInput;
  isBuyPointConsent: Scalars['Boolean']['input'];
  isLegalConsentAccepted: Scalars['Boolean']['input'];
  isPrepayConsentAccepted: Scalars['Boolean']['input'];
  isPrivacyPolicyAccepted: Scalars['Boolean']['input'];
  revisionNumber: Scalars['Int']['input'];
  roomRequests: Array<Scalars['String']['input']>;
  travelAgent?: InputMaybe<TravelAgentInput>;
};

export type UpdateCartInput = {
  cartId: Scalars['ID']['input'];
  numAdultsPerRoom?: InputMaybe<Scalars['Int']['input']>;
  numChildrenPerRoom?: InputMaybe<Scalars['Int']['input']>;
  numRooms?: InputMaybe<Scalars['Int']['input']>;
  ratePlanCode?: InputMaybe<Scalars['ID']['input']>;
  revisionNumber: Scalars['Int']['input'];
};

export type UpdateCartPaymentInput = {
  cartId: Scalars['ID']['input'];
  paymentToken: Scalars['ID']['input'];
  revisionNumber: Scalars['Int']['input'];
  /** Also save the card to the signed-in member's profile. */
  saveCard?: Scalars['Boolean']['input'];
};

export type UpdateCustomerSavedPropertiesInput = {
  /** The consumer id of the signed-in member. */
  id: Scalars['ID']['input'];
  revisionToken: Scalars['String']['input'];
  /** The whole new list, at most 20 hotels; ids in any case, duplicates collapse. */
  savedProperties: Array<SavedPropertyInput>;
};

/** The answer of updateCustomerSavedProperties (spec section 3, saved-properties update response). */
export type UpdateCustomerSavedPropertiesResult = {
  __typename?: 'UpdateCustomerSavedPropertiesResult';
  /** The saved hotels after the call: the new list on success, the unchanged one otherwise (empty when not signed in). */
  savedProperties: Array<SavedProperty>;
  /** The first entry says what happened: code SUCCESS, or why nothing changed. */
  status: Array<ResponseStatus>;
};

export type UpdateInsuranceCartInput = {
  cartId: Scalars['ID']['input'];
  /** The quote to add; null removes the policy. */
  quoteId?: InputMaybe<Scalars['ID']['input']>;
  revisionNumber: Scalars['Int']['input'];
};

export type UpdateMemberInformationInput = {
  address: GuestAddressInput;
  phone?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateReservationInput = {
  checkInDate: Scalars['String']['input'];
  checkOutDate: Scalars['String']['input'];
  confirmationNumber: Scalars['ID']['input'];
  /** A fresh random key per confirmation (16 to 64 letters, digits, - or _); a repeat answers the change it made. */
  idempotencyKey: Scalars['String']['input'];
  numAdultsPerRoom: Scalars['Int']['input'];
  numChildrenPerRoom?: Scalars['Int']['input'];
  /** The order's revision as last read (STALE_REVISION otherwise). */
  orderRevisionNumber: Scalars['Int']['input'];
  propertyId: Scalars['ID']['input'];
  ratePlanCode: Scalars['ID']['input'];
  roomTypeCode: Scalars['ID']['input'];
};

export type UpdateReservationResult = {
  __typename?: 'UpdateReservationResult';
  /** The order after the call (null only when this browser may not see it). */
  order?: Maybe<Order>;
  /** The first entry says what happened: SUCCESS, or why nothing changed. */
  status: Array<ResponseStatus>;
};

export type UpdateUserInformationInput = {
  givenName: Scalars['String']['input'];
  surname: Scalars['String']['input'];
  title?: InputMaybe<Scalars['String']['input']>;
};

export enum UpgradePayment {
  Cash = 'CASH',
  PointsPlusCash = 'POINTS_PLUS_CASH'
}

export type UpgradePrice = {
  __typename?: 'UpgradePrice';
  cancellationPolicy: BookingCancellationPolicy;
  /** updatedTotal less what the room costs now (0 in points plus cash). */
  cashDifference: Money;
  payment: UpgradePayment;
  /** Points the upgrade takes (0 in cash). */
  points: Scalars['Int']['output'];
  /** What the room would cost in cash, nights and taxes. */
  updatedTotal: Money;
};

export type UpgradeRoomInput = {
  confirmationNumber: Scalars['ID']['input'];
  /** A fresh random key per choice (16 to 64 letters, digits, - or _); sent again with another choice, BAD_USER_INPUT. */
  idempotencyKey: Scalars['String']['input'];
  orderRevisionNumber: Scalars['Int']['input'];
  payment: UpgradePayment;
  roomTypeCode: Scalars['ID']['input'];
};

export type UserFormTitle = {
  __typename?: 'UserFormTitle';
  code: Scalars['ID']['output'];
  label: Scalars['String']['output'];
};

export type VerifyBookingCodeInput = {
  /** The code from the e-mail; spaces are ignored. */
  code: Scalars['String']['input'];
  confirmationNumber: Scalars['String']['input'];
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AaaMembership: ResolverTypeWrapper<AaaMembership>;
  AaaNumberInput: AaaNumberInput;
  AaaValidation: ResolverTypeWrapper<AaaValidation>;
  AccountStore: ResolverTypeWrapper<AccountStore>;
  AddressPart: AddressPart;
  Amenity: ResolverTypeWrapper<Amenity>;
  AvailabilitySearchInput: AvailabilitySearchInput;
  AvailabilitySelection: ResolverTypeWrapper<AvailabilitySelection>;
  BookerProof: ResolverTypeWrapper<BookerProof>;
  BookingAcknowledgement: ResolverTypeWrapper<BookingAcknowledgement>;
  BookingCancellationPolicy: ResolverTypeWrapper<BookingCancellationPolicy>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Brand: ResolverTypeWrapper<Brand>;
  CancelReservationRoomsInput: CancelReservationRoomsInput;
  CancelReservationRoomsResult: ResolverTypeWrapper<Omit<CancelReservationRoomsResult, 'order'> & { order?: Maybe<ResolversTypes['Order']> }>;
  Cancellation: ResolverTypeWrapper<Cancellation>;
  CancellationPolicy: ResolverTypeWrapper<CancellationPolicy>;
  CardBrand: CardBrand;
  CardSummary: ResolverTypeWrapper<CardSummary>;
  Cart: ResolverTypeWrapper<Omit<Cart, 'property'> & { property: ResolversTypes['Property'] }>;
  CartGuest: ResolverTypeWrapper<CartGuest>;
  CartGuestInfo: ResolverTypeWrapper<CartGuestInfo>;
  CartGuestInput: CartGuestInput;
  CartInsurance: ResolverTypeWrapper<CartInsurance>;
  CartPayment: ResolverTypeWrapper<CartPayment>;
  CartTravelAgent: ResolverTypeWrapper<CartTravelAgent>;
  CashPrice: ResolverTypeWrapper<CashPrice>;
  ChargedNight: ResolverTypeWrapper<ChargedNight>;
  CheckInOnlineInput: CheckInOnlineInput;
  CheckInState: CheckInState;
  CodedDescription: ResolverTypeWrapper<CodedDescription>;
  CommunicationOption: ResolverTypeWrapper<CommunicationOption>;
  CommunicationOptionInput: CommunicationOptionInput;
  ConfirmationMessage: ResolverTypeWrapper<ConfirmationMessage>;
  ConfirmationOffer: ResolverTypeWrapper<ConfirmationOffer>;
  ConfirmationOfferKind: ConfirmationOfferKind;
  ContactNumber: ResolverTypeWrapper<ContactNumber>;
  Count: ResolverTypeWrapper<Count>;
  Country: ResolverTypeWrapper<Country>;
  CreateCartInput: CreateCartInput;
  CreateOrderInput: CreateOrderInput;
  CreateOrderResult: ResolverTypeWrapper<Omit<CreateOrderResult, 'order'> & { order: ResolversTypes['Order'] }>;
  CreateTravelInsuranceOrderInput: CreateTravelInsuranceOrderInput;
  Customer: ResolverTypeWrapper<Omit<Customer, 'savedProperties'> & { savedProperties: Array<ResolversTypes['SavedProperty']> }>;
  DevMessage: ResolverTypeWrapper<DevMessage>;
  EnrollmentConsent: ResolverTypeWrapper<EnrollmentConsent>;
  ExtendCartInput: ExtendCartInput;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  Guest: ResolverTypeWrapper<Guest>;
  GuestAddress: ResolverTypeWrapper<GuestAddress>;
  GuestAddressInput: GuestAddressInput;
  GuestName: ResolverTypeWrapper<GuestName>;
  GuestReview: ResolverTypeWrapper<GuestReview>;
  HotelAlert: ResolverTypeWrapper<HotelAlert>;
  HotelLogo: ResolverTypeWrapper<HotelLogo>;
  HotelSearch: ResolverTypeWrapper<Omit<HotelSearch, 'hotels'> & { hotels: Array<ResolversTypes['HotelSearchResult']> }>;
  HotelSearchInput: HotelSearchInput;
  HotelSearchResult: ResolverTypeWrapper<Omit<HotelSearchResult, 'property'> & { property: ResolversTypes['Property'] }>;
  HousekeepingOffer: ResolverTypeWrapper<HousekeepingOffer>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Image: ResolverTypeWrapper<Image>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  JoinNowOptions: ResolverTypeWrapper<JoinNowOptions>;
  LocalizedText: ResolverTypeWrapper<LocalizedText>;
  MemberInformation: ResolverTypeWrapper<MemberInformation>;
  MemberLevel: MemberLevel;
  MessageChannel: MessageChannel;
  ModifyRateOffer: ResolverTypeWrapper<ModifyRateOffer>;
  ModifyRoomOffer: ResolverTypeWrapper<ModifyRoomOffer>;
  ModifyRoomSearch: ResolverTypeWrapper<Omit<ModifyRoomSearch, 'order'> & { order?: Maybe<ResolversTypes['Order']> }>;
  ModifyRoomSearchInput: ModifyRoomSearchInput;
  Money: ResolverTypeWrapper<Money>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NightlyProduct: ResolverTypeWrapper<NightlyProduct>;
  NightlyProducts: ResolverTypeWrapper<Omit<NightlyProducts, 'property'> & { property: ResolversTypes['Property'] }>;
  NightlyProductsInput: NightlyProductsInput;
  NightlyRate: ResolverTypeWrapper<NightlyRate>;
  OnlineCheckIn: ResolverTypeWrapper<Omit<OnlineCheckIn, 'order'> & { order: ResolversTypes['Order'] }>;
  OnlineCheckInChoice: ResolverTypeWrapper<OnlineCheckInChoice>;
  Order: ResolverTypeWrapper<OrderParent>;
  OrderCard: ResolverTypeWrapper<OrderCard>;
  OrderContact: ResolverTypeWrapper<OrderContact>;
  OrderItem: ResolverTypeWrapper<OrderItem>;
  OrderPayment: ResolverTypeWrapper<OrderPayment>;
  OrderTravelInsurance: ResolverTypeWrapper<OrderTravelInsurance>;
  PaymentInfo: ResolverTypeWrapper<PaymentInfo>;
  PaymentMethod: ResolverTypeWrapper<PaymentMethod>;
  PaymentMethodKind: PaymentMethodKind;
  PlaceKind: PlaceKind;
  PointsPrice: ResolverTypeWrapper<PointsPrice>;
  PostalAddress: ResolverTypeWrapper<PostalAddress>;
  PrepayConsent: ResolverTypeWrapper<PrepayConsent>;
  ProductSearch: ResolverTypeWrapper<Omit<ProductSearch, 'property'> & { property: ResolversTypes['Property'] }>;
  Property: ResolverTypeWrapper<PropertyRow>;
  PropertyBasicInformation: ResolverTypeWrapper<PropertyBasicInformation>;
  PropertyContactInformation: ResolverTypeWrapper<PropertyContactInformation>;
  PropertyDetails: ResolverTypeWrapper<PropertyDetails>;
  PropertyMedia: ResolverTypeWrapper<PropertyMedia>;
  PropertyReviews: ResolverTypeWrapper<PropertyReviews>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RateDetails: ResolverTypeWrapper<RateDetails>;
  RateDetailsInput: RateDetailsInput;
  RateMode: RateMode;
  RateOffer: ResolverTypeWrapper<RateOffer>;
  RatePlan: ResolverTypeWrapper<RatePlan>;
  RatePrice: ResolverTypeWrapper<RatePrice>;
  RedemptionData: ResolverTypeWrapper<RedemptionData>;
  ReservationBasicInformation: ResolverTypeWrapper<ReservationBasicInformation>;
  ReservationStatus: ReservationStatus;
  ResponseMessages: ResolverTypeWrapper<ResponseMessages>;
  ResponseStatus: ResolverTypeWrapper<ResponseStatus>;
  RoomCharges: ResolverTypeWrapper<RoomCharges>;
  RoomFeature: ResolverTypeWrapper<RoomFeature>;
  RoomImage: ResolverTypeWrapper<RoomImage>;
  RoomOffer: ResolverTypeWrapper<RoomOffer>;
  RoomPreferenceGroup: ResolverTypeWrapper<RoomPreferenceGroup>;
  RoomPreferenceInput: RoomPreferenceInput;
  RoomProduct: ResolverTypeWrapper<RoomProduct>;
  RoomRequestOption: ResolverTypeWrapper<RoomRequestOption>;
  RoomStayRequests: ResolverTypeWrapper<RoomStayRequests>;
  RoomType: ResolverTypeWrapper<RoomType>;
  RoomUpgradeOffer: ResolverTypeWrapper<RoomUpgradeOffer>;
  RoomUpgradeOffers: ResolverTypeWrapper<Omit<RoomUpgradeOffers, 'order'> & { order?: Maybe<ResolversTypes['Order']> }>;
  RulesText: ResolverTypeWrapper<RulesText>;
  SavedCard: ResolverTypeWrapper<SavedCard>;
  SavedProperty: ResolverTypeWrapper<SavedPropertyParent>;
  SavedPropertyInput: SavedPropertyInput;
  SendBookingCodeInput: SendBookingCodeInput;
  SentMessage: ResolverTypeWrapper<SentMessage>;
  ShareConfirmationInput: ShareConfirmationInput;
  SmsCountryCode: ResolverTypeWrapper<SmsCountryCode>;
  StateProvince: ResolverTypeWrapper<StateProvince>;
  StatusMessage: ResolverTypeWrapper<StatusMessage>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  SuggestedPlace: ResolverTypeWrapper<SuggestedPlace>;
  SuiteNightAwardInput: SuiteNightAwardInput;
  SuiteNightAwardOffer: ResolverTypeWrapper<SuiteNightAwardOffer>;
  SuiteNightAwardStatus: SuiteNightAwardStatus;
  SummaryOfCharges: ResolverTypeWrapper<SummaryOfCharges>;
  TravelAgentInput: TravelAgentInput;
  TravelInsuranceQuote: ResolverTypeWrapper<TravelInsuranceQuote>;
  Trips: ResolverTypeWrapper<Omit<Trips, 'cancelled' | 'past' | 'upcoming'> & { cancelled: Array<ResolversTypes['Order']>, past: Array<ResolversTypes['Order']>, upcoming: Array<ResolversTypes['Order']> }>;
  UpdateCartGuestInfoInput: UpdateCartGuestInfoInput;
  UpdateCartInput: UpdateCartInput;
  UpdateCartPaymentInput: UpdateCartPaymentInput;
  UpdateCustomerSavedPropertiesInput: UpdateCustomerSavedPropertiesInput;
  UpdateCustomerSavedPropertiesResult: ResolverTypeWrapper<Omit<UpdateCustomerSavedPropertiesResult, 'savedProperties'> & { savedProperties: Array<ResolversTypes['SavedProperty']> }>;
  UpdateInsuranceCartInput: UpdateInsuranceCartInput;
  UpdateMemberInformationInput: UpdateMemberInformationInput;
  UpdateReservationInput: UpdateReservationInput;
  UpdateReservationResult: ResolverTypeWrapper<Omit<UpdateReservationResult, 'order'> & { order?: Maybe<ResolversTypes['Order']> }>;
  UpdateUserInformationInput: UpdateUserInformationInput;
  UpgradePayment: UpgradePayment;
  UpgradePrice: ResolverTypeWrapper<UpgradePrice>;
  UpgradeRoomInput: UpgradeRoomInput;
  UserFormTitle: ResolverTypeWrapper<UserFormTitle>;
  VerifyBookingCodeInput: VerifyBookingCodeInput;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AaaMembership: AaaMembership;
  AaaNumberInput: AaaNumberInput;
  AaaValidation: AaaValidation;
  AccountStore: AccountStore;
  Amenity: Amenity;
  AvailabilitySearchInput: AvailabilitySearchInput;
  AvailabilitySelection: AvailabilitySelection;
  BookerProof: BookerProof;
  BookingAcknowledgement: BookingAcknowledgement;
  BookingCancellationPolicy: BookingCancellationPolicy;
  Boolean: Scalars['Boolean']['output'];
  Brand: Brand;
  CancelReservationRoomsInput: CancelReservationRoomsInput;
  CancelReservationRoomsResult: Omit<CancelReservationRoomsResult, 'order'> & { order?: Maybe<ResolversParentTypes['Order']> };
  Cancellation: Cancellation;
  CancellationPolicy: CancellationPolicy;
  CardSummary: CardSummary;
  Cart: Omit<Cart, 'property'> & { property: ResolversParentTypes['Property'] };
  CartGuest: CartGuest;
  CartGuestInfo: CartGuestInfo;
  CartGuestInput: CartGuestInput;
  CartInsurance: CartInsurance;
  CartPayment: CartPayment;
  CartTravelAgent: CartTravelAgent;
  CashPrice: CashPrice;
  ChargedNight: ChargedNight;
  CheckInOnlineInput: CheckInOnlineInput;
  CodedDescription: CodedDescription;
  CommunicationOption: CommunicationOption;
  CommunicationOptionInput: CommunicationOptionInput;
  ConfirmationMessage: ConfirmationMessage;
  ConfirmationOffer: ConfirmationOffer;
  ContactNumber: ContactNumber;
  Count: Count;
  Country: Country;
  CreateCartInput: CreateCartInput;
  CreateOrderInput: CreateOrderInput;
  CreateOrderResult: Omit<CreateOrderResult, 'order'> & { order: ResolversParentTypes['Order'] };
  CreateTravelInsuranceOrderInput: CreateTravelInsuranceOrderInput;
  Customer: Omit<Customer, 'savedProperties'> & { savedProperties: Array<ResolversParentTypes['SavedProperty']> };
  DevMessage: DevMessage;
  EnrollmentConsent: EnrollmentConsent;
  ExtendCartInput: ExtendCartInput;
  Float: Scalars['Float']['output'];
  Guest: Guest;
  GuestAddress: GuestAddress;
  GuestAddressInput: GuestAddressInput;
  GuestName: GuestName;
  GuestReview: GuestReview;
  HotelAlert: HotelAlert;
  HotelLogo: HotelLogo;
  HotelSearch: Omit<HotelSearch, 'hotels'> & { hotels: Array<ResolversParentTypes['HotelSearchResult']> };
  HotelSearchInput: HotelSearchInput;
  HotelSearchResult: Omit<HotelSearchResult, 'property'> & { property: ResolversParentTypes['Property'] };
  HousekeepingOffer: HousekeepingOffer;
  ID: Scalars['ID']['output'];
  Image: Image;
  Int: Scalars['Int']['output'];
  JoinNowOptions: JoinNowOptions;
  LocalizedText: LocalizedText;
  MemberInformation: MemberInformation;
  ModifyRateOffer: ModifyRateOffer;
  ModifyRoomOffer: ModifyRoomOffer;
  ModifyRoomSearch: Omit<ModifyRoomSearch, 'order'> & { order?: Maybe<ResolversParentTypes['Order']> };
  ModifyRoomSearchInput: ModifyRoomSearchInput;
  Money: Money;
  Mutation: Record<PropertyKey, never>;
  NightlyProduct: NightlyProduct;
  NightlyProducts: Omit<NightlyProducts, 'property'> & { property: ResolversParentTypes['Property'] };
  NightlyProductsInput: NightlyProductsInput;
  NightlyRate: NightlyRate;
  OnlineCheckIn: Omit<OnlineCheckIn, 'order'> & { order: ResolversParentTypes['Order'] };
  OnlineCheckInChoice: OnlineCheckInChoice;
  Order: OrderParent;
  OrderCard: OrderCard;
  OrderContact: OrderContact;
  OrderItem: OrderItem;
  OrderPayment: OrderPayment;
  OrderTravelInsurance: OrderTravelInsurance;
  PaymentInfo: PaymentInfo;
  PaymentMethod: PaymentMethod;
  PointsPrice: PointsPrice;
  PostalAddress: PostalAddress;
  PrepayConsent: PrepayConsent;
  ProductSearch: Omit<ProductSearch, 'property'> & { property: ResolversParentTypes['Property'] };
  Property: PropertyRow;
  PropertyBasicInformation: PropertyBasicInformation;
  PropertyContactInformation: PropertyContactInformation;
  PropertyDetails: PropertyDetails;
  PropertyMedia: PropertyMedia;
  PropertyReviews: PropertyReviews;
  Query: Record<PropertyKey, never>;
  RateDetails: RateDetails;
  RateDetailsInput: RateDetailsInput;
  RateOffer: RateOffer;
  RatePlan: RatePlan;
  RatePrice: RatePrice;
  RedemptionData: RedemptionData;
  ReservationBasicInformation: ReservationBasicInformation;
  ResponseMessages: ResponseMessages;
  ResponseStatus: ResponseStatus;
  RoomCharges: RoomCharges;
  RoomFeature: RoomFeature;
  RoomImage: RoomImage;
  RoomOffer: RoomOffer;
  RoomPreferenceGroup: RoomPreferenceGroup;
  RoomPreferenceInput: RoomPreferenceInput;
  RoomProduct: RoomProduct;
  RoomRequestOption: RoomRequestOption;
  RoomStayRequests: RoomStayRequests;
  RoomType: RoomType;
  RoomUpgradeOffer: RoomUpgradeOffer;
  RoomUpgradeOffers: Omit<RoomUpgradeOffers, 'order'> & { order?: Maybe<ResolversParentTypes['Order']> };
  RulesText: RulesText;
  SavedCard: SavedCard;
  SavedProperty: SavedPropertyParent;
  SavedPropertyInput: SavedPropertyInput;
  SendBookingCodeInput: SendBookingCodeInput;
  SentMessage: SentMessage;
  ShareConfirmationInput: ShareConfirmationInput;
  SmsCountryCode: SmsCountryCode;
  StateProvince: StateProvince;
  StatusMessage: StatusMessage;
  String: Scalars['String']['output'];
  SuggestedPlace: SuggestedPlace;
  SuiteNightAwardInput: SuiteNightAwardInput;
  SuiteNightAwardOffer: SuiteNightAwardOffer;
  SummaryOfCharges: SummaryOfCharges;
  TravelAgentInput: TravelAgentInput;
  TravelInsuranceQuote: TravelInsuranceQuote;
  Trips: Omit<Trips, 'cancelled' | 'past' | 'upcoming'> & { cancelled: Array<ResolversParentTypes['Order']>, past: Array<ResolversParentTypes['Order']>, upcoming: Array<ResolversParentTypes['Order']> };
  UpdateCartGuestInfoInput: UpdateCartGuestInfoInput;
  UpdateCartInput: UpdateCartInput;
  UpdateCartPaymentInput: UpdateCartPaymentInput;
  UpdateCustomerSavedPropertiesInput: UpdateCustomerSavedPropertiesInput;
  UpdateCustomerSavedPropertiesResult: Omit<UpdateCustomerSavedPropertiesResult, 'savedProperties'> & { savedProperties: Array<ResolversParentTypes['SavedProperty']> };
  UpdateInsuranceCartInput: UpdateInsuranceCartInput;
  UpdateMemberInformationInput: UpdateMemberInformationInput;
  UpdateReservationInput: UpdateReservationInput;
  UpdateReservationResult: Omit<UpdateReservationResult, 'order'> & { order?: Maybe<ResolversParentTypes['Order']> };
  UpdateUserInformationInput: UpdateUserInformationInput;
  UpgradePrice: UpgradePrice;
  UpgradeRoomInput: UpgradeRoomInput;
  UserFormTitle: UserFormTitle;
  VerifyBookingCodeInput: VerifyBookingCodeInput;
};

export type AaaMembershipResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AaaMembership'] = ResolversParentTypes['AaaMembership']> = {
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AaaValidationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AaaValidation'] = ResolversParentTypes['AaaValidation']> = {
  isValid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AccountStoreResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AccountStore'] = ResolversParentTypes['AccountStore']> = {
  communicationOption?: Resolver<ResolversTypes['CommunicationOption'], ParentType, ContextType>;
  currentPointBalance?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  givenName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hasTwoStepVerification?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  memberLevel?: Resolver<ResolversTypes['MemberLevel'], ParentType, ContextType>;
  memberNumber?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  suiteNightAwards?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  surname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalNights?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AmenityResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Amenity'] = ResolversParentTypes['Amenity']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AvailabilitySelectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AvailabilitySelection'] = ResolversParentTypes['AvailabilitySelection']> = {
  checkInDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  checkOutDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lengthOfStay?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  numAdultsPerRoom?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  numChildrenPerRoom?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  numRooms?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  propertyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  rewardsRedemption?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type BookerProofResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BookerProof'] = ResolversParentTypes['BookerProof']> = {
  sentTo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BookingAcknowledgementResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BookingAcknowledgement'] = ResolversParentTypes['BookingAcknowledgement']> = {
  code?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BookingCancellationPolicyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BookingCancellationPolicy'] = ResolversParentTypes['BookingCancellationPolicy']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  freeCancellationUntil?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isRefundable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lateCancellationCharge?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type BrandResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Brand'] = ResolversParentTypes['Brand']> = {
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CancelReservationRoomsResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CancelReservationRoomsResult'] = ResolversParentTypes['CancelReservationRoomsResult']> = {
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType>;
  status?: Resolver<Array<ResolversTypes['ResponseStatus']>, ParentType, ContextType>;
};

export type CancellationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Cancellation'] = ResolversParentTypes['Cancellation']> = {
  cancellationNumber?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  cancelledAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  charge?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type CancellationPolicyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CancellationPolicy'] = ResolversParentTypes['CancellationPolicy']> = {
  freeCancellationUntil?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isCancellable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lateCancellationCharge?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type CardSummaryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CardSummary'] = ResolversParentTypes['CardSummary']> = {
  brand?: Resolver<ResolversTypes['CardBrand'], ParentType, ContextType>;
  cardholderName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiryMonth?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  expiryYear?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastFour?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type CartResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Cart'] = ResolversParentTypes['Cart']> = {
  cancellationPolicy?: Resolver<ResolversTypes['BookingCancellationPolicy'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  guestInfo?: Resolver<Maybe<ResolversTypes['CartGuestInfo']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  insurance?: Resolver<Maybe<ResolversTypes['CartInsurance']>, ParentType, ContextType>;
  nights?: Resolver<Array<ResolversTypes['NightlyRate']>, ParentType, ContextType>;
  payment?: Resolver<Maybe<ResolversTypes['CartPayment']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['RatePrice'], ParentType, ContextType>;
  property?: Resolver<ResolversTypes['Property'], ParentType, ContextType>;
  ratePlan?: Resolver<ResolversTypes['RatePlan'], ParentType, ContextType>;
  revisionNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  roomType?: Resolver<ResolversTypes['RoomType'], ParentType, ContextType>;
  stay?: Resolver<ResolversTypes['AvailabilitySelection'], ParentType, ContextType>;
};

export type CartGuestResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartGuest'] = ResolversParentTypes['CartGuest']> = {
  address?: Resolver<ResolversTypes['GuestAddress'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  givenName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phoneDisplay?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  surname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CartGuestInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartGuestInfo'] = ResolversParentTypes['CartGuestInfo']> = {
  aaaNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  arrivalTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  comments?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  guest?: Resolver<ResolversTypes['CartGuest'], ParentType, ContextType>;
  isBuyPointConsent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isLegalConsentAccepted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isPrepayConsentAccepted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isPrivacyPolicyAccepted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  roomRequests?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  travelAgent?: Resolver<Maybe<ResolversTypes['CartTravelAgent']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CartInsuranceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartInsurance'] = ResolversParentTypes['CartInsurance']> = {
  premium?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  provider?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quoteId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type CartPaymentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartPayment'] = ResolversParentTypes['CartPayment']> = {
  amountDueAtHotel?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  amountDueNow?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  authorizedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  card?: Resolver<ResolversTypes['CardSummary'], ParentType, ContextType>;
  paymentMethod?: Resolver<ResolversTypes['PaymentMethod'], ParentType, ContextType>;
};

export type CartTravelAgentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartTravelAgent'] = ResolversParentTypes['CartTravelAgent']> = {
  agencyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  iataNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CashPriceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CashPrice'] = ResolversParentTypes['CashPrice']> = {
  averageNightly?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  averageNightlyWithTaxes?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  subtotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  taxesAndFees?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  wasAverageNightly?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  wasAverageNightlyWithTaxes?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
};

export type ChargedNightResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ChargedNight'] = ResolversParentTypes['ChargedNight']> = {
  cash?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  points?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type CodedDescriptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CodedDescription'] = ResolversParentTypes['CodedDescription']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CommunicationOptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CommunicationOption'] = ResolversParentTypes['CommunicationOption']> = {
  marketingEmails?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ConfirmationMessageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConfirmationMessage'] = ResolversParentTypes['ConfirmationMessage']> = {
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  heading?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ConfirmationOfferResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConfirmationOffer'] = ResolversParentTypes['ConfirmationOffer']> = {
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  callToAction?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  heading?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  href?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imagePath?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ConfirmationOfferKind'], ParentType, ContextType>;
};

export type ContactNumberResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ContactNumber'] = ResolversParentTypes['ContactNumber']> = {
  display?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['CodedDescription'], ParentType, ContextType>;
};

export type CountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Count'] = ResolversParentTypes['Count']> = {
  count?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type CountryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Country'] = ResolversParentTypes['Country']> = {
  code?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  hasStates?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  requiredAddressParts?: Resolver<Array<ResolversTypes['AddressPart']>, ParentType, ContextType>;
};

export type CreateOrderResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateOrderResult'] = ResolversParentTypes['CreateOrderResult']> = {
  isReplay?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Order'], ParentType, ContextType>;
};

export type CustomerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Customer'] = ResolversParentTypes['Customer']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  revisionToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  savedProperties?: Resolver<Array<ResolversTypes['SavedProperty']>, ParentType, ContextType>;
};

export type DevMessageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DevMessage'] = ResolversParentTypes['DevMessage']> = {
  details?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  field?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EnrollmentConsentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EnrollmentConsent'] = ResolversParentTypes['EnrollmentConsent']> = {
  code?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isCheckedByDefault?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GuestResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Guest'] = ResolversParentTypes['Guest']> = {
  isPrimary?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['GuestName'], ParentType, ContextType>;
};

export type GuestAddressResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GuestAddress'] = ResolversParentTypes['GuestAddress']> = {
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  countryCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  line1?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  line2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postalCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  stateProvinceCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type GuestNameResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GuestName'] = ResolversParentTypes['GuestName']> = {
  givenName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  surname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type GuestReviewResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GuestReview'] = ResolversParentTypes['GuestReview']> = {
  author?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  rating?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  stayedOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HotelAlertResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HotelAlert'] = ResolversParentTypes['HotelAlert']> = {
  endsOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startsOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HotelLogoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HotelLogo'] = ResolversParentTypes['HotelLogo']> = {
  alternateDescription?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  defaultImage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  imageSrc?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isPrimary?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type HotelSearchResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HotelSearch'] = ResolversParentTypes['HotelSearch']> = {
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hotels?: Resolver<Array<ResolversTypes['HotelSearchResult']>, ParentType, ContextType>;
};

export type HotelSearchResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HotelSearchResult'] = ResolversParentTypes['HotelSearchResult']> = {
  distanceFromCentreKm?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  lowestNightly?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  property?: Resolver<ResolversTypes['Property'], ParentType, ContextType>;
};

export type HousekeepingOfferResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HousekeepingOffer'] = ResolversParentTypes['HousekeepingOffer']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  plan?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ImageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Image'] = ResolversParentTypes['Image']> = {
  alternateDescription?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type JoinNowOptionsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['JoinNowOptions'] = ResolversParentTypes['JoinNowOptions']> = {
  consents?: Resolver<Array<ResolversTypes['EnrollmentConsent']>, ParentType, ContextType>;
  countryCode?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isEnrollmentAvailable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  requiresExplicitOptIn?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type LocalizedTextResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LocalizedText'] = ResolversParentTypes['LocalizedText']> = {
  locale?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  translatedText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MemberInformationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MemberInformation'] = ResolversParentTypes['MemberInformation']> = {
  address?: Resolver<Maybe<ResolversTypes['GuestAddress']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  givenName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  memberNumber?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  surname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  travelAgentProgramme?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ModifyRateOfferResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ModifyRateOffer'] = ResolversParentTypes['ModifyRateOffer']> = {
  cancellationPolicy?: Resolver<ResolversTypes['BookingCancellationPolicy'], ParentType, ContextType>;
  cashDifference?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  pointsDifference?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['RatePrice'], ParentType, ContextType>;
  ratePlan?: Resolver<ResolversTypes['RatePlan'], ParentType, ContextType>;
  updatedTotal?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
};

export type ModifyRoomOfferResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ModifyRoomOffer'] = ResolversParentTypes['ModifyRoomOffer']> = {
  rates?: Resolver<Array<ResolversTypes['ModifyRateOffer']>, ParentType, ContextType>;
  roomType?: Resolver<ResolversTypes['RoomType'], ParentType, ContextType>;
  roomsLeft?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ModifyRoomSearchResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ModifyRoomSearch'] = ResolversParentTypes['ModifyRoomSearch']> = {
  current?: Resolver<Maybe<ResolversTypes['OrderItem']>, ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType>;
  requested?: Resolver<Maybe<ResolversTypes['AvailabilitySelection']>, ParentType, ContextType>;
  rooms?: Resolver<Array<ResolversTypes['ModifyRoomOffer']>, ParentType, ContextType>;
  status?: Resolver<Array<ResolversTypes['ResponseStatus']>, ParentType, ContextType>;
};

export type MoneyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Money'] = ResolversParentTypes['Money']> = {
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  valueDecimalPoint?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  addAaaNumber?: Resolver<ResolversTypes['AaaMembership'], ParentType, ContextType, RequireFields<MutationAddAaaNumberArgs, 'input'>>;
  cancelReservationRooms?: Resolver<ResolversTypes['CancelReservationRoomsResult'], ParentType, ContextType, RequireFields<MutationCancelReservationRoomsArgs, 'input'>>;
  checkInOnline?: Resolver<ResolversTypes['UpdateReservationResult'], ParentType, ContextType, RequireFields<MutationCheckInOnlineArgs, 'input'>>;
  createCart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType, RequireFields<MutationCreateCartArgs, 'input'>>;
  createOrder?: Resolver<ResolversTypes['CreateOrderResult'], ParentType, ContextType, RequireFields<MutationCreateOrderArgs, 'input'>>;
  createTravelInsuranceOrder?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationCreateTravelInsuranceOrderArgs, 'input'>>;
  extendAndUpdateCartExpiration?: Resolver<ResolversTypes['Cart'], ParentType, ContextType, RequireFields<MutationExtendAndUpdateCartExpirationArgs, 'input'>>;
  removeSuiteNightAward?: Resolver<ResolversTypes['UpdateReservationResult'], ParentType, ContextType, RequireFields<MutationRemoveSuiteNightAwardArgs, 'input'>>;
  requestSuiteNightAward?: Resolver<ResolversTypes['UpdateReservationResult'], ParentType, ContextType, RequireFields<MutationRequestSuiteNightAwardArgs, 'input'>>;
  saveReservationToMyTrips?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationSaveReservationToMyTripsArgs, 'confirmationNumber'>>;
  sendBookingCode?: Resolver<ResolversTypes['BookerProof'], ParentType, ContextType, RequireFields<MutationSendBookingCodeArgs, 'input'>>;
  shareConfirmation?: Resolver<ResolversTypes['SentMessage'], ParentType, ContextType, RequireFields<MutationShareConfirmationArgs, 'input'>>;
  updateAaaNumber?: Resolver<ResolversTypes['AaaMembership'], ParentType, ContextType, RequireFields<MutationUpdateAaaNumberArgs, 'input'>>;
  updateCart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType, RequireFields<MutationUpdateCartArgs, 'input'>>;
  updateCartGuestInfo?: Resolver<ResolversTypes['Cart'], ParentType, ContextType, RequireFields<MutationUpdateCartGuestInfoArgs, 'input'>>;
  updateCartPayment?: Resolver<ResolversTypes['Cart'], ParentType, ContextType, RequireFields<MutationUpdateCartPaymentArgs, 'input'>>;
  updateCommunicationOption?: Resolver<ResolversTypes['AccountStore'], ParentType, ContextType, RequireFields<MutationUpdateCommunicationOptionArgs, 'input'>>;
  updateCustomerSavedProperties?: Resolver<ResolversTypes['UpdateCustomerSavedPropertiesResult'], ParentType, ContextType, RequireFields<MutationUpdateCustomerSavedPropertiesArgs, 'input'>>;
  updateInsuranceCart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType, RequireFields<MutationUpdateInsuranceCartArgs, 'input'>>;
  updateMemberInformation?: Resolver<ResolversTypes['MemberInformation'], ParentType, ContextType, RequireFields<MutationUpdateMemberInformationArgs, 'input'>>;
  updateReservation?: Resolver<ResolversTypes['UpdateReservationResult'], ParentType, ContextType, RequireFields<MutationUpdateReservationArgs, 'input'>>;
  updateUserInformation?: Resolver<ResolversTypes['MemberInformation'], ParentType, ContextType, RequireFields<MutationUpdateUserInformationArgs, 'input'>>;
  upgradeRoom?: Resolver<ResolversTypes['UpdateReservationResult'], ParentType, ContextType, RequireFields<MutationUpgradeRoomArgs, 'input'>>;
  validateAaaNumber?: Resolver<ResolversTypes['AaaValidation'], ParentType, ContextType, RequireFields<MutationValidateAaaNumberArgs, 'input'>>;
  verifyBookingCode?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationVerifyBookingCodeArgs, 'input'>>;
};

export type NightlyProductResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NightlyProduct'] = ResolversParentTypes['NightlyProduct']> = {
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isSoldOut?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lowestNightly?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
};

export type NightlyProductsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NightlyProducts'] = ResolversParentTypes['NightlyProducts']> = {
  days?: Resolver<Array<ResolversTypes['NightlyProduct']>, ParentType, ContextType>;
  month?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  property?: Resolver<ResolversTypes['Property'], ParentType, ContextType>;
};

export type NightlyRateResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NightlyRate'] = ResolversParentTypes['NightlyRate']> = {
  cash?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  points?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type OnlineCheckInResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OnlineCheckIn'] = ResolversParentTypes['OnlineCheckIn']> = {
  arrivalTimes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  chosen?: Resolver<ResolversTypes['OnlineCheckInChoice'], ParentType, ContextType>;
  housekeeping?: Resolver<Maybe<ResolversTypes['HousekeepingOffer']>, ParentType, ContextType>;
  isOpen?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Order'], ParentType, ContextType>;
  preferenceGroups?: Resolver<Array<ResolversTypes['RoomPreferenceGroup']>, ParentType, ContextType>;
  room?: Resolver<ResolversTypes['OrderItem'], ParentType, ContextType>;
};

export type OnlineCheckInChoiceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OnlineCheckInChoice'] = ResolversParentTypes['OnlineCheckInChoice']> = {
  arrivalTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  housekeepingCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  roomPreferences?: Resolver<Array<ResolversTypes['RoomFeature']>, ParentType, ContextType>;
};

export type OrderResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Order'] = ResolversParentTypes['Order']> = {
  bookedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bookerProof?: Resolver<Maybe<ResolversTypes['BookerProof']>, ParentType, ContextType>;
  checkInDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  checkOutDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  confirmationMessage?: Resolver<ResolversTypes['ConfirmationMessage'], ParentType, ContextType>;
  contact?: Resolver<Maybe<ResolversTypes['OrderContact']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isGuestBooking?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['OrderItem']>, ParentType, ContextType>;
  orderRevisionNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  payment?: Resolver<Maybe<ResolversTypes['OrderPayment']>, ParentType, ContextType>;
  property?: Resolver<ResolversTypes['Property'], ParentType, ContextType>;
  sentMessages?: Resolver<Array<ResolversTypes['SentMessage']>, ParentType, ContextType>;
  summaryOfCharges?: Resolver<ResolversTypes['SummaryOfCharges'], ParentType, ContextType>;
  totalPricing?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  travelAgency?: Resolver<Maybe<ResolversTypes['CartTravelAgent']>, ParentType, ContextType>;
  travelInsurance?: Resolver<Maybe<ResolversTypes['OrderTravelInsurance']>, ParentType, ContextType>;
};

export type OrderCardResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderCard'] = ResolversParentTypes['OrderCard']> = {
  brand?: Resolver<ResolversTypes['CardBrand'], ParentType, ContextType>;
  cardholderName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiryMonth?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  expiryYear?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastFour?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderContactResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderContact'] = ResolversParentTypes['OrderContact']> = {
  countryCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phoneDisplay?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type OrderItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderItem'] = ResolversParentTypes['OrderItem']> = {
  basicInformation?: Resolver<ResolversTypes['ReservationBasicInformation'], ParentType, ContextType>;
  cancellation?: Resolver<Maybe<ResolversTypes['Cancellation']>, ParentType, ContextType>;
  cancellationPolicy?: Resolver<ResolversTypes['CancellationPolicy'], ParentType, ContextType>;
  charges?: Resolver<ResolversTypes['RoomCharges'], ParentType, ContextType>;
  checkInState?: Resolver<Maybe<ResolversTypes['CheckInState']>, ParentType, ContextType>;
  guestList?: Resolver<Array<ResolversTypes['Guest']>, ParentType, ContextType>;
  isModifiable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['RoomProduct'], ParentType, ContextType>;
  reservationRevisionNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ReservationStatus'], ParentType, ContextType>;
  stayRequests?: Resolver<Maybe<ResolversTypes['RoomStayRequests']>, ParentType, ContextType>;
  suiteNightAward?: Resolver<Maybe<ResolversTypes['SuiteNightAwardStatus']>, ParentType, ContextType>;
  suiteNightAwardOffer?: Resolver<Maybe<ResolversTypes['SuiteNightAwardOffer']>, ParentType, ContextType>;
};

export type OrderPaymentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderPayment'] = ResolversParentTypes['OrderPayment']> = {
  card?: Resolver<ResolversTypes['OrderCard'], ParentType, ContextType>;
  paymentMethod?: Resolver<ResolversTypes['PaymentMethod'], ParentType, ContextType>;
};

export type OrderTravelInsuranceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderTravelInsurance'] = ResolversParentTypes['OrderTravelInsurance']> = {
  coveredTripCost?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  policyNumber?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  premium?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  provider?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PaymentInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentInfo'] = ResolversParentTypes['PaymentInfo']> = {
  acceptedCardBrands?: Resolver<Array<ResolversTypes['CardBrand']>, ParentType, ContextType>;
  amountDueAtHotel?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  amountDueNow?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  canSaveCard?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  cartId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  paymentMethod?: Resolver<ResolversTypes['PaymentMethod'], ParentType, ContextType>;
  savedCards?: Resolver<Array<ResolversTypes['SavedCard']>, ParentType, ContextType>;
  selectedCard?: Resolver<Maybe<ResolversTypes['CardSummary']>, ParentType, ContextType>;
};

export type PaymentMethodResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentMethod'] = ResolversParentTypes['PaymentMethod']> = {
  code?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  dueAtBooking?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['PaymentMethodKind'], ParentType, ContextType>;
};

export type PointsPriceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PointsPrice'] = ResolversParentTypes['PointsPrice']> = {
  perNight?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PostalAddressResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PostalAddress'] = ResolversParentTypes['PostalAddress']> = {
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  country?: Resolver<ResolversTypes['CodedDescription'], ParentType, ContextType>;
  line1?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  line2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  line3?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postalCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  stateProvince?: Resolver<Maybe<ResolversTypes['CodedDescription']>, ParentType, ContextType>;
};

export type PrepayConsentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PrepayConsent'] = ResolversParentTypes['PrepayConsent']> = {
  isRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ProductSearchResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductSearch'] = ResolversParentTypes['ProductSearch']> = {
  currentPointBalance?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  isExactMatch?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isMember?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  offered?: Resolver<Maybe<ResolversTypes['AvailabilitySelection']>, ParentType, ContextType>;
  property?: Resolver<ResolversTypes['Property'], ParentType, ContextType>;
  rateModes?: Resolver<Array<ResolversTypes['RateMode']>, ParentType, ContextType>;
  requested?: Resolver<ResolversTypes['AvailabilitySelection'], ParentType, ContextType>;
  rooms?: Resolver<Array<ResolversTypes['RoomOffer']>, ParentType, ContextType>;
};

export type PropertyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Property'] = ResolversParentTypes['Property']> = {
  alerts?: Resolver<Array<ResolversTypes['HotelAlert']>, ParentType, ContextType>;
  amenities?: Resolver<Array<ResolversTypes['Amenity']>, ParentType, ContextType>;
  basicInformation?: Resolver<ResolversTypes['PropertyBasicInformation'], ParentType, ContextType>;
  contactInformation?: Resolver<ResolversTypes['PropertyContactInformation'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  details?: Resolver<ResolversTypes['PropertyDetails'], ParentType, ContextType>;
  guestReviews?: Resolver<Array<ResolversTypes['GuestReview']>, ParentType, ContextType, RequireFields<PropertyGuestReviewsArgs, 'first'>>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  media?: Resolver<ResolversTypes['PropertyMedia'], ParentType, ContextType>;
  reviews?: Resolver<ResolversTypes['PropertyReviews'], ParentType, ContextType>;
  seoNickname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PropertyBasicInformationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PropertyBasicInformation'] = ResolversParentTypes['PropertyBasicInformation']> = {
  brand?: Resolver<ResolversTypes['Brand'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  latitude?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  longitude?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PropertyContactInformationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PropertyContactInformation'] = ResolversParentTypes['PropertyContactInformation']> = {
  address?: Resolver<ResolversTypes['PostalAddress'], ParentType, ContextType>;
  contactNumbers?: Resolver<Array<ResolversTypes['ContactNumber']>, ParentType, ContextType>;
};

export type PropertyDetailsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PropertyDetails'] = ResolversParentTypes['PropertyDetails']> = {
  checkInTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  checkOutTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parking?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  petPolicy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  roomCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PropertyMediaResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PropertyMedia'] = ResolversParentTypes['PropertyMedia']> = {
  hotelLogo?: Resolver<Maybe<ResolversTypes['HotelLogo']>, ParentType, ContextType>;
  photos?: Resolver<Array<ResolversTypes['Image']>, ParentType, ContextType>;
  primaryImage?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
};

export type PropertyReviewsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PropertyReviews'] = ResolversParentTypes['PropertyReviews']> = {
  numberOfReviews?: Resolver<ResolversTypes['Count'], ParentType, ContextType>;
  stars?: Resolver<ResolversTypes['Count'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  aaaMembership?: Resolver<Maybe<ResolversTypes['AaaMembership']>, ParentType, ContextType>;
  accountStore?: Resolver<Maybe<ResolversTypes['AccountStore']>, ParentType, ContextType>;
  bookingAcknowledgements?: Resolver<Array<ResolversTypes['BookingAcknowledgement']>, ParentType, ContextType, RequireFields<QueryBookingAcknowledgementsArgs, 'cartId'>>;
  cart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType, RequireFields<QueryCartArgs, 'id'>>;
  confirmationOffers?: Resolver<Array<ResolversTypes['ConfirmationOffer']>, ParentType, ContextType, RequireFields<QueryConfirmationOffersArgs, 'propertyId'>>;
  countries?: Resolver<Array<ResolversTypes['Country']>, ParentType, ContextType>;
  customer?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType>;
  defaultSelection?: Resolver<Maybe<ResolversTypes['AvailabilitySelection']>, ParentType, ContextType, RequireFields<QueryDefaultSelectionArgs, 'propertyId'>>;
  hotelSearch?: Resolver<ResolversTypes['HotelSearch'], ParentType, ContextType, RequireFields<QueryHotelSearchArgs, 'input'>>;
  joinNowOptions?: Resolver<ResolversTypes['JoinNowOptions'], ParentType, ContextType, RequireFields<QueryJoinNowOptionsArgs, 'countryCode'>>;
  memberInformation?: Resolver<Maybe<ResolversTypes['MemberInformation']>, ParentType, ContextType>;
  modifyRoomProducts?: Resolver<ResolversTypes['ModifyRoomSearch'], ParentType, ContextType, RequireFields<QueryModifyRoomProductsArgs, 'input'>>;
  nightlyProducts?: Resolver<Maybe<ResolversTypes['NightlyProducts']>, ParentType, ContextType, RequireFields<QueryNightlyProductsArgs, 'input'>>;
  onlineCheckIn?: Resolver<Maybe<ResolversTypes['OnlineCheckIn']>, ParentType, ContextType, RequireFields<QueryOnlineCheckInArgs, 'confirmationNumber'>>;
  paymentInfo?: Resolver<ResolversTypes['PaymentInfo'], ParentType, ContextType, RequireFields<QueryPaymentInfoArgs, 'cartId'>>;
  prepayConsent?: Resolver<ResolversTypes['PrepayConsent'], ParentType, ContextType, RequireFields<QueryPrepayConsentArgs, 'cartId'>>;
  properties?: Resolver<Array<ResolversTypes['Property']>, ParentType, ContextType>;
  property?: Resolver<Maybe<ResolversTypes['Property']>, ParentType, ContextType, RequireFields<QueryPropertyArgs, 'id'>>;
  propertyBySeoNickname?: Resolver<Maybe<ResolversTypes['Property']>, ParentType, ContextType, RequireFields<QueryPropertyBySeoNicknameArgs, 'seoNickname'>>;
  rateDetails?: Resolver<Maybe<ResolversTypes['RateDetails']>, ParentType, ContextType, RequireFields<QueryRateDetailsArgs, 'input'>>;
  redemptionData?: Resolver<Maybe<ResolversTypes['RedemptionData']>, ParentType, ContextType, RequireFields<QueryRedemptionDataArgs, 'cartId'>>;
  reservationOrder?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType, RequireFields<QueryReservationOrderArgs, 'confirmationNumber'>>;
  roomDetails?: Resolver<Maybe<ResolversTypes['RoomType']>, ParentType, ContextType, RequireFields<QueryRoomDetailsArgs, 'propertyId' | 'roomTypeCode'>>;
  roomRequests?: Resolver<Array<ResolversTypes['RoomRequestOption']>, ParentType, ContextType, RequireFields<QueryRoomRequestsArgs, 'cartId'>>;
  roomUpgradeOffers?: Resolver<ResolversTypes['RoomUpgradeOffers'], ParentType, ContextType, RequireFields<QueryRoomUpgradeOffersArgs, 'confirmationNumber'>>;
  searchProductsByProperty?: Resolver<Maybe<ResolversTypes['ProductSearch']>, ParentType, ContextType, RequireFields<QuerySearchProductsByPropertyArgs, 'input'>>;
  smsCountryCodes?: Resolver<Array<ResolversTypes['SmsCountryCode']>, ParentType, ContextType>;
  states?: Resolver<Array<ResolversTypes['StateProvince']>, ParentType, ContextType, RequireFields<QueryStatesArgs, 'countryCode'>>;
  suggestedPlaces?: Resolver<Array<ResolversTypes['SuggestedPlace']>, ParentType, ContextType, RequireFields<QuerySuggestedPlacesArgs, 'query'>>;
  travelInsuranceOffer?: Resolver<Maybe<ResolversTypes['TravelInsuranceQuote']>, ParentType, ContextType, RequireFields<QueryTravelInsuranceOfferArgs, 'confirmationNumber'>>;
  travelInsuranceQuote?: Resolver<ResolversTypes['TravelInsuranceQuote'], ParentType, ContextType, RequireFields<QueryTravelInsuranceQuoteArgs, 'cartId'>>;
  trips?: Resolver<Maybe<ResolversTypes['Trips']>, ParentType, ContextType>;
  userFormTitles?: Resolver<Array<ResolversTypes['UserFormTitle']>, ParentType, ContextType>;
};

export type RateDetailsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RateDetails'] = ResolversParentTypes['RateDetails']> = {
  cancellationPolicy?: Resolver<ResolversTypes['BookingCancellationPolicy'], ParentType, ContextType>;
  nights?: Resolver<Maybe<Array<ResolversTypes['NightlyRate']>>, ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['RatePrice']>, ParentType, ContextType>;
  ratePlan?: Resolver<ResolversTypes['RatePlan'], ParentType, ContextType>;
  roomType?: Resolver<ResolversTypes['RoomType'], ParentType, ContextType>;
  rulesText?: Resolver<ResolversTypes['RulesText'], ParentType, ContextType>;
};

export type RateOfferResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RateOffer'] = ResolversParentTypes['RateOffer']> = {
  cancellationPolicy?: Resolver<ResolversTypes['BookingCancellationPolicy'], ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['RatePrice']>, ParentType, ContextType>;
  ratePlan?: Resolver<ResolversTypes['RatePlan'], ParentType, ContextType>;
};

export type RatePlanResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RatePlan'] = ResolversParentTypes['RatePlan']> = {
  code?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isMemberRate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isPrepaidNonRefundable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  mode?: Resolver<ResolversTypes['RateMode'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RatePriceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RatePrice'] = ResolversParentTypes['RatePrice']> = {
  cash?: Resolver<Maybe<ResolversTypes['CashPrice']>, ParentType, ContextType>;
  points?: Resolver<Maybe<ResolversTypes['PointsPrice']>, ParentType, ContextType>;
};

export type RedemptionDataResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RedemptionData'] = ResolversParentTypes['RedemptionData']> = {
  additionalPointsRequired?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currentPointBalance?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isBuyPointConsent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isBuyPoints?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  maxPurchasablePoints?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pointCost?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  pointsDeducted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ReservationBasicInformationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReservationBasicInformation'] = ResolversParentTypes['ReservationBasicInformation']> = {
  adults?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  checkInDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  checkOutDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  children?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  confirmationNumber?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isMemberRate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  nights?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ratePlan?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ResponseMessagesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ResponseMessages'] = ResolversParentTypes['ResponseMessages']> = {
  dev?: Resolver<Array<ResolversTypes['DevMessage']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['StatusMessage']>, ParentType, ContextType>;
  warnings?: Resolver<Array<ResolversTypes['StatusMessage']>, ParentType, ContextType>;
};

export type ResponseStatusResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ResponseStatus'] = ResolversParentTypes['ResponseStatus']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  httpStatus?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  messages?: Resolver<ResolversTypes['ResponseMessages'], ParentType, ContextType>;
};

export type RoomChargesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RoomCharges'] = ResolversParentTypes['RoomCharges']> = {
  averageNightlyRate?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  subtotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  taxesAndFees?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type RoomFeatureResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RoomFeature'] = ResolversParentTypes['RoomFeature']> = {
  categoryCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RoomImageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RoomImage'] = ResolversParentTypes['RoomImage']> = {
  alt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  desktop?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mobile?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tablet?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RoomOfferResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RoomOffer'] = ResolversParentTypes['RoomOffer']> = {
  rates?: Resolver<Array<ResolversTypes['RateOffer']>, ParentType, ContextType>;
  roomType?: Resolver<ResolversTypes['RoomType'], ParentType, ContextType>;
  roomsLeft?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RoomPreferenceGroupResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RoomPreferenceGroup'] = ResolversParentTypes['RoomPreferenceGroup']> = {
  categoryCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  choices?: Resolver<Array<ResolversTypes['RoomFeature']>, ParentType, ContextType>;
};

export type RoomProductResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RoomProduct'] = ResolversParentTypes['RoomProduct']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  features?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  inventoryTypeCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ordinal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RoomRequestOptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RoomRequestOption'] = ResolversParentTypes['RoomRequestOption']> = {
  code?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RoomStayRequestsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RoomStayRequests'] = ResolversParentTypes['RoomStayRequests']> = {
  arrivalTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  comments?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  roomRequestCodes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type RoomTypeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RoomType'] = ResolversParentTypes['RoomType']> = {
  bedding?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  features?: Resolver<Array<ResolversTypes['RoomFeature']>, ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['RoomImage']>, ParentType, ContextType>;
  maxOccupancy?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sizeSquareMeters?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RoomUpgradeOfferResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RoomUpgradeOffer'] = ResolversParentTypes['RoomUpgradeOffer']> = {
  cash?: Resolver<Maybe<ResolversTypes['UpgradePrice']>, ParentType, ContextType>;
  pointsPlusCash?: Resolver<Maybe<ResolversTypes['UpgradePrice']>, ParentType, ContextType>;
  roomType?: Resolver<ResolversTypes['RoomType'], ParentType, ContextType>;
  roomsLeft?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RoomUpgradeOffersResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RoomUpgradeOffers'] = ResolversParentTypes['RoomUpgradeOffers']> = {
  current?: Resolver<Maybe<ResolversTypes['OrderItem']>, ParentType, ContextType>;
  offers?: Resolver<Array<ResolversTypes['RoomUpgradeOffer']>, ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType>;
  pointsBalance?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  status?: Resolver<Array<ResolversTypes['ResponseStatus']>, ParentType, ContextType>;
};

export type RulesTextResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RulesText'] = ResolversParentTypes['RulesText']> = {
  descriptions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  localizedDescriptions?: Resolver<Array<ResolversTypes['LocalizedText']>, ParentType, ContextType>;
};

export type SavedCardResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SavedCard'] = ResolversParentTypes['SavedCard']> = {
  card?: Resolver<ResolversTypes['CardSummary'], ParentType, ContextType>;
  savedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SavedPropertyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SavedProperty'] = ResolversParentTypes['SavedProperty']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  property?: Resolver<ResolversTypes['Property'], ParentType, ContextType>;
};

export type SentMessageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SentMessage'] = ResolversParentTypes['SentMessage']> = {
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  channel?: Resolver<ResolversTypes['MessageChannel'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  recipient?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recipientDisplay?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sentAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subject?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SmsCountryCodeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SmsCountryCode'] = ResolversParentTypes['SmsCountryCode']> = {
  countryCode?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  dialCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StateProvinceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StateProvince'] = ResolversParentTypes['StateProvince']> = {
  code?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StatusMessageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StatusMessage'] = ResolversParentTypes['StatusMessage']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  devMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SuggestedPlaceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SuggestedPlace'] = ResolversParentTypes['SuggestedPlace']> = {
  detail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['PlaceKind'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SuiteNightAwardOfferResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SuiteNightAwardOffer'] = ResolversParentTypes['SuiteNightAwardOffer']> = {
  balance?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  canRemove?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canRequest?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  cutoff?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hotelTimeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nightsNeeded?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SummaryOfChargesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SummaryOfCharges'] = ResolversParentTypes['SummaryOfCharges']> = {
  cashTotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  chargedAtBooking?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  dueAtHotel?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  nights?: Resolver<Array<ResolversTypes['ChargedNight']>, ParentType, ContextType>;
  points?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pointsPurchaseCost?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  pointsPurchased?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  roomsSubtotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  taxesAndFees?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  travelInsurance?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
};

export type TravelInsuranceQuoteResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TravelInsuranceQuote'] = ResolversParentTypes['TravelInsuranceQuote']> = {
  coveredTripCost?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  premium?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  provider?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TripsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Trips'] = ResolversParentTypes['Trips']> = {
  cancelled?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType>;
  past?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType>;
  upcoming?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType>;
};

export type UpdateCustomerSavedPropertiesResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateCustomerSavedPropertiesResult'] = ResolversParentTypes['UpdateCustomerSavedPropertiesResult']> = {
  savedProperties?: Resolver<Array<ResolversTypes['SavedProperty']>, ParentType, ContextType>;
  status?: Resolver<Array<ResolversTypes['ResponseStatus']>, ParentType, ContextType>;
};

export type UpdateReservationResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateReservationResult'] = ResolversParentTypes['UpdateReservationResult']> = {
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType>;
  status?: Resolver<Array<ResolversTypes['ResponseStatus']>, ParentType, ContextType>;
};

export type UpgradePriceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpgradePrice'] = ResolversParentTypes['UpgradePrice']> = {
  cancellationPolicy?: Resolver<ResolversTypes['BookingCancellationPolicy'], ParentType, ContextType>;
  cashDifference?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  payment?: Resolver<ResolversTypes['UpgradePayment'], ParentType, ContextType>;
  points?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updatedTotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type UserFormTitleResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserFormTitle'] = ResolversParentTypes['UserFormTitle']> = {
  code?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  AaaMembership?: AaaMembershipResolvers<ContextType>;
  AaaValidation?: AaaValidationResolvers<ContextType>;
  AccountStore?: AccountStoreResolvers<ContextType>;
  Amenity?: AmenityResolvers<ContextType>;
  AvailabilitySelection?: AvailabilitySelectionResolvers<ContextType>;
  BookerProof?: BookerProofResolvers<ContextType>;
  BookingAcknowledgement?: BookingAcknowledgementResolvers<ContextType>;
  BookingCancellationPolicy?: BookingCancellationPolicyResolvers<ContextType>;
  Brand?: BrandResolvers<ContextType>;
  CancelReservationRoomsResult?: CancelReservationRoomsResultResolvers<ContextType>;
  Cancellation?: CancellationResolvers<ContextType>;
  CancellationPolicy?: CancellationPolicyResolvers<ContextType>;
  CardSummary?: CardSummaryResolvers<ContextType>;
  Cart?: CartResolvers<ContextType>;
  CartGuest?: CartGuestResolvers<ContextType>;
  CartGuestInfo?: CartGuestInfoResolvers<ContextType>;
  CartInsurance?: CartInsuranceResolvers<ContextType>;
  CartPayment?: CartPaymentResolvers<ContextType>;
  CartTravelAgent?: CartTravelAgentResolvers<ContextType>;
  CashPrice?: CashPriceResolvers<ContextType>;
  ChargedNight?: ChargedNightResolvers<ContextType>;
  CodedDescription?: CodedDescriptionResolvers<ContextType>;
  CommunicationOption?: CommunicationOptionResolvers<ContextType>;
  ConfirmationMessage?: ConfirmationMessageResolvers<ContextType>;
  ConfirmationOffer?: ConfirmationOfferResolvers<ContextType>;
  ContactNumber?: ContactNumberResolvers<ContextType>;
  Count?: CountResolvers<ContextType>;
  Country?: CountryResolvers<ContextType>;
  CreateOrderResult?: CreateOrderResultResolvers<ContextType>;
  Customer?: CustomerResolvers<ContextType>;
  DevMessage?: DevMessageResolvers<ContextType>;
  EnrollmentConsent?: EnrollmentConsentResolvers<ContextType>;
  Guest?: GuestResolvers<ContextType>;
  GuestAddress?: GuestAddressResolvers<ContextType>;
  GuestName?: GuestNameResolvers<ContextType>;
  GuestReview?: GuestReviewResolvers<ContextType>;
  HotelAlert?: HotelAlertResolvers<ContextType>;
  HotelLogo?: HotelLogoResolvers<ContextType>;
  HotelSearch?: HotelSearchResolvers<ContextType>;
  HotelSearchResult?: HotelSearchResultResolvers<ContextType>;
  HousekeepingOffer?: HousekeepingOfferResolvers<ContextType>;
  Image?: ImageResolvers<ContextType>;
  JoinNowOptions?: JoinNowOptionsResolvers<ContextType>;
  LocalizedText?: LocalizedTextResolvers<ContextType>;
  MemberInformation?: MemberInformationResolvers<ContextType>;
  ModifyRateOffer?: ModifyRateOfferResolvers<ContextType>;
  ModifyRoomOffer?: ModifyRoomOfferResolvers<ContextType>;
  ModifyRoomSearch?: ModifyRoomSearchResolvers<ContextType>;
  Money?: MoneyResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NightlyProduct?: NightlyProductResolvers<ContextType>;
  NightlyProducts?: NightlyProductsResolvers<ContextType>;
  NightlyRate?: NightlyRateResolvers<ContextType>;
  OnlineCheckIn?: OnlineCheckInResolvers<ContextType>;
  OnlineCheckInChoice?: OnlineCheckInChoiceResolvers<ContextType>;
  Order?: OrderResolvers<ContextType>;
  OrderCard?: OrderCardResolvers<ContextType>;
  OrderContact?: OrderContactResolvers<ContextType>;
  OrderItem?: OrderItemResolvers<ContextType>;
  OrderPayment?: OrderPaymentResolvers<ContextType>;
  OrderTravelInsurance?: OrderTravelInsuranceResolvers<ContextType>;
  PaymentInfo?: PaymentInfoResolvers<ContextType>;
  PaymentMethod?: PaymentMethodResolvers<ContextType>;
  PointsPrice?: PointsPriceResolvers<ContextType>;
  PostalAddress?: PostalAddressResolvers<ContextType>;
  PrepayConsent?: PrepayConsentResolvers<ContextType>;
  ProductSearch?: ProductSearchResolvers<ContextType>;
  Property?: PropertyResolvers<ContextType>;
  PropertyBasicInformation?: PropertyBasicInformationResolvers<ContextType>;
  PropertyContactInformation?: PropertyContactInformationResolvers<ContextType>;
  PropertyDetails?: PropertyDetailsResolvers<ContextType>;
  PropertyMedia?: PropertyMediaResolvers<ContextType>;
  PropertyReviews?: PropertyReviewsResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RateDetails?: RateDetailsResolvers<ContextType>;
  RateOffer?: RateOfferResolvers<ContextType>;
  RatePlan?: RatePlanResolvers<ContextType>;
  RatePrice?: RatePriceResolvers<ContextType>;
  RedemptionData?: RedemptionDataResolvers<ContextType>;
  ReservationBasicInformation?: ReservationBasicInformationResolvers<ContextType>;
  ResponseMessages?: ResponseMessagesResolvers<ContextType>;
  ResponseStatus?: ResponseStatusResolvers<ContextType>;
  RoomCharges?: RoomChargesResolvers<ContextType>;
  RoomFeature?: RoomFeatureResolvers<ContextType>;
  RoomImage?: RoomImageResolvers<ContextType>;
  RoomOffer?: RoomOfferResolvers<ContextType>;
  RoomPreferenceGroup?: RoomPreferenceGroupResolvers<ContextType>;
  RoomProduct?: RoomProductResolvers<ContextType>;
  RoomRequestOption?: RoomRequestOptionResolvers<ContextType>;
  RoomStayRequests?: RoomStayRequestsResolvers<ContextType>;
  RoomType?: RoomTypeResolvers<ContextType>;
  RoomUpgradeOffer?: RoomUpgradeOfferResolvers<ContextType>;
  RoomUpgradeOffers?: RoomUpgradeOffersResolvers<ContextType>;
  RulesText?: RulesTextResolvers<ContextType>;
  SavedCard?: SavedCardResolvers<ContextType>;
  SavedProperty?: SavedPropertyResolvers<ContextType>;
  SentMessage?: SentMessageResolvers<ContextType>;
  SmsCountryCode?: SmsCountryCodeResolvers<ContextType>;
  StateProvince?: StateProvinceResolvers<ContextType>;
  StatusMessage?: StatusMessageResolvers<ContextType>;
  SuggestedPlace?: SuggestedPlaceResolvers<ContextType>;
  SuiteNightAwardOffer?: SuiteNightAwardOfferResolvers<ContextType>;
  SummaryOfCharges?: SummaryOfChargesResolvers<ContextType>;
  TravelInsuranceQuote?: TravelInsuranceQuoteResolvers<ContextType>;
  Trips?: TripsResolvers<ContextType>;
  UpdateCustomerSavedPropertiesResult?: UpdateCustomerSavedPropertiesResultResolvers<ContextType>;
  UpdateReservationResult?: UpdateReservationResultResolvers<ContextType>;
  UpgradePrice?: UpgradePriceResolvers<ContextType>;
  UserFormTitle?: UserFormTitleResolvers<ContextType>;
};

