import type { GraphQLResolveInfo } from 'graphql';
import type { PropertyRow } from '../property-row';
import type { SavedPropertyParent } from '../saved-property';
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

export type Amenity = {
  __typename?: 'Amenity';
  name: Scalars['String']['output'];
};

export type Brand = {
  __typename?: 'Brand';
  /** Brand code, e.g. MC; BG is the jewellery brand. */
  id: Scalars['String']['output'];
};

export type CodedDescription = {
  __typename?: 'CodedDescription';
  code: Scalars['String']['output'];
  description: Scalars['String']['output'];
};

export type ContactNumber = {
  __typename?: 'ContactNumber';
  /** The number as the hotel writes it. */
  display: Scalars['String']['output'];
  /** E.164-like number as dialled, e.g. +12123981900. */
  number: Scalars['String']['output'];
  type: CodedDescription;
};

export type Count = {
  __typename?: 'Count';
  count: Scalars['Float']['output'];
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

export type Image = {
  __typename?: 'Image';
  alternateDescription: Scalars['String']['output'];
  /** A path on the image cache domain, e.g. /images/hotels/nycts-1.svg. */
  url: Scalars['String']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /**
   * Replaces the signed-in member's saved hotels with `savedProperties` (spec: updateCustomerSavedProperties).
   * Applied only when `revisionToken` is the one last read, so two windows cannot overwrite each other's
   * change; every expected refusal is a status, never an error, and changes nothing.
   */
  updateCustomerSavedProperties: UpdateCustomerSavedPropertiesResult;
};


export type MutationUpdateCustomerSavedPropertiesArgs = {
  input: UpdateCustomerSavedPropertiesInput;
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
  /**
   * The signed-in member as a customer: their saved hotels and the revision token an update must quote.
   * Null for a visitor, and for a remembered member whose session has ended.
   */
  customer?: Maybe<Customer>;
  /** Every hotel of the chain, by name. */
  properties: Array<Property>;
  /** A hotel by its property code (MARSHA code, any case). Null when no hotel has that code. */
  property?: Maybe<Property>;
  /** A hotel by the nickname used in its page addresses, e.g. nycts-portico-times-square. */
  propertyBySeoNickname?: Maybe<Property>;
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

export type StatusMessage = {
  __typename?: 'StatusMessage';
  code: Scalars['String']['output'];
  devMessage?: Maybe<Scalars['String']['output']>;
  message: Scalars['String']['output'];
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
  Amenity: ResolverTypeWrapper<Amenity>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Brand: ResolverTypeWrapper<Brand>;
  CodedDescription: ResolverTypeWrapper<CodedDescription>;
  ContactNumber: ResolverTypeWrapper<ContactNumber>;
  Count: ResolverTypeWrapper<Count>;
  Customer: ResolverTypeWrapper<Omit<Customer, 'savedProperties'> & { savedProperties: Array<ResolversTypes['SavedProperty']> }>;
  DevMessage: ResolverTypeWrapper<DevMessage>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  GuestReview: ResolverTypeWrapper<GuestReview>;
  HotelAlert: ResolverTypeWrapper<HotelAlert>;
  HotelLogo: ResolverTypeWrapper<HotelLogo>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Image: ResolverTypeWrapper<Image>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  PostalAddress: ResolverTypeWrapper<PostalAddress>;
  Property: ResolverTypeWrapper<PropertyRow>;
  PropertyBasicInformation: ResolverTypeWrapper<PropertyBasicInformation>;
  PropertyContactInformation: ResolverTypeWrapper<PropertyContactInformation>;
  PropertyDetails: ResolverTypeWrapper<PropertyDetails>;
  PropertyMedia: ResolverTypeWrapper<PropertyMedia>;
  PropertyReviews: ResolverTypeWrapper<PropertyReviews>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  ResponseMessages: ResolverTypeWrapper<ResponseMessages>;
  ResponseStatus: ResolverTypeWrapper<ResponseStatus>;
  SavedProperty: ResolverTypeWrapper<SavedPropertyParent>;
  SavedPropertyInput: SavedPropertyInput;
  StatusMessage: ResolverTypeWrapper<StatusMessage>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  UpdateCustomerSavedPropertiesInput: UpdateCustomerSavedPropertiesInput;
  UpdateCustomerSavedPropertiesResult: ResolverTypeWrapper<Omit<UpdateCustomerSavedPropertiesResult, 'savedProperties'> & { savedProperties: Array<ResolversTypes['SavedProperty']> }>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Amenity: Amenity;
  Boolean: Scalars['Boolean']['output'];
  Brand: Brand;
  CodedDescription: CodedDescription;
  ContactNumber: ContactNumber;
  Count: Count;
  Customer: Omit<Customer, 'savedProperties'> & { savedProperties: Array<ResolversParentTypes['SavedProperty']> };
  DevMessage: DevMessage;
  Float: Scalars['Float']['output'];
  GuestReview: GuestReview;
  HotelAlert: HotelAlert;
  HotelLogo: HotelLogo;
  ID: Scalars['ID']['output'];
  Image: Image;
  Int: Scalars['Int']['output'];
  Mutation: Record<PropertyKey, never>;
  PostalAddress: PostalAddress;
  Property: PropertyRow;
  PropertyBasicInformation: PropertyBasicInformation;
  PropertyContactInformation: PropertyContactInformation;
  PropertyDetails: PropertyDetails;
  PropertyMedia: PropertyMedia;
  PropertyReviews: PropertyReviews;
  Query: Record<PropertyKey, never>;
  ResponseMessages: ResponseMessages;
  ResponseStatus: ResponseStatus;
  SavedProperty: SavedPropertyParent;
  SavedPropertyInput: SavedPropertyInput;
  StatusMessage: StatusMessage;
  String: Scalars['String']['output'];
  UpdateCustomerSavedPropertiesInput: UpdateCustomerSavedPropertiesInput;
  UpdateCustomerSavedPropertiesResult: Omit<UpdateCustomerSavedPropertiesResult, 'savedProperties'> & { savedProperties: Array<ResolversParentTypes['SavedProperty']> };
};

export type AmenityResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Amenity'] = ResolversParentTypes['Amenity']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BrandResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Brand'] = ResolversParentTypes['Brand']> = {
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CodedDescriptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CodedDescription'] = ResolversParentTypes['CodedDescription']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ContactNumberResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ContactNumber'] = ResolversParentTypes['ContactNumber']> = {
  display?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['CodedDescription'], ParentType, ContextType>;
};

export type CountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Count'] = ResolversParentTypes['Count']> = {
  count?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
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

export type ImageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Image'] = ResolversParentTypes['Image']> = {
  alternateDescription?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  updateCustomerSavedProperties?: Resolver<ResolversTypes['UpdateCustomerSavedPropertiesResult'], ParentType, ContextType, RequireFields<MutationUpdateCustomerSavedPropertiesArgs, 'input'>>;
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
  customer?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType>;
  properties?: Resolver<Array<ResolversTypes['Property']>, ParentType, ContextType>;
  property?: Resolver<Maybe<ResolversTypes['Property']>, ParentType, ContextType, RequireFields<QueryPropertyArgs, 'id'>>;
  propertyBySeoNickname?: Resolver<Maybe<ResolversTypes['Property']>, ParentType, ContextType, RequireFields<QueryPropertyBySeoNicknameArgs, 'seoNickname'>>;
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

export type SavedPropertyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SavedProperty'] = ResolversParentTypes['SavedProperty']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  property?: Resolver<ResolversTypes['Property'], ParentType, ContextType>;
};

export type StatusMessageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StatusMessage'] = ResolversParentTypes['StatusMessage']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  devMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UpdateCustomerSavedPropertiesResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateCustomerSavedPropertiesResult'] = ResolversParentTypes['UpdateCustomerSavedPropertiesResult']> = {
  savedProperties?: Resolver<Array<ResolversTypes['SavedProperty']>, ParentType, ContextType>;
  status?: Resolver<Array<ResolversTypes['ResponseStatus']>, ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  Amenity?: AmenityResolvers<ContextType>;
  Brand?: BrandResolvers<ContextType>;
  CodedDescription?: CodedDescriptionResolvers<ContextType>;
  ContactNumber?: ContactNumberResolvers<ContextType>;
  Count?: CountResolvers<ContextType>;
  Customer?: CustomerResolvers<ContextType>;
  DevMessage?: DevMessageResolvers<ContextType>;
  GuestReview?: GuestReviewResolvers<ContextType>;
  HotelAlert?: HotelAlertResolvers<ContextType>;
  HotelLogo?: HotelLogoResolvers<ContextType>;
  Image?: ImageResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  PostalAddress?: PostalAddressResolvers<ContextType>;
  Property?: PropertyResolvers<ContextType>;
  PropertyBasicInformation?: PropertyBasicInformationResolvers<ContextType>;
  PropertyContactInformation?: PropertyContactInformationResolvers<ContextType>;
  PropertyDetails?: PropertyDetailsResolvers<ContextType>;
  PropertyMedia?: PropertyMediaResolvers<ContextType>;
  PropertyReviews?: PropertyReviewsResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  ResponseMessages?: ResponseMessagesResolvers<ContextType>;
  ResponseStatus?: ResponseStatusResolvers<ContextType>;
  SavedProperty?: SavedPropertyResolvers<ContextType>;
  StatusMessage?: StatusMessageResolvers<ContextType>;
  UpdateCustomerSavedPropertiesResult?: UpdateCustomerSavedPropertiesResultResolvers<ContextType>;
};

