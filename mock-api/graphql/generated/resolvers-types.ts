import type { GraphQLResolveInfo } from 'graphql';
import type { PropertyRow } from '../property-row';
import type { GraphQLContext } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
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

export type Image = {
  __typename?: 'Image';
  alternateDescription: Scalars['String']['output'];
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
  basicInformation: PropertyBasicInformation;
  contactInformation: PropertyContactInformation;
  /** The property code, upper case. */
  id: Scalars['ID']['output'];
  media: PropertyMedia;
  reviews: PropertyReviews;
  seoNickname: Scalars['String']['output'];
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

export type PropertyMedia = {
  __typename?: 'PropertyMedia';
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
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Brand: ResolverTypeWrapper<Brand>;
  CodedDescription: ResolverTypeWrapper<CodedDescription>;
  ContactNumber: ResolverTypeWrapper<ContactNumber>;
  Count: ResolverTypeWrapper<Count>;
  Customer: ResolverTypeWrapper<Customer>;
  DevMessage: ResolverTypeWrapper<DevMessage>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Image: ResolverTypeWrapper<Image>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  PostalAddress: ResolverTypeWrapper<PostalAddress>;
  Property: ResolverTypeWrapper<PropertyRow>;
  PropertyBasicInformation: ResolverTypeWrapper<PropertyBasicInformation>;
  PropertyContactInformation: ResolverTypeWrapper<PropertyContactInformation>;
  PropertyMedia: ResolverTypeWrapper<PropertyMedia>;
  PropertyReviews: ResolverTypeWrapper<PropertyReviews>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  ResponseMessages: ResolverTypeWrapper<ResponseMessages>;
  ResponseStatus: ResolverTypeWrapper<ResponseStatus>;
  SavedProperty: ResolverTypeWrapper<SavedProperty>;
  SavedPropertyInput: SavedPropertyInput;
  StatusMessage: ResolverTypeWrapper<StatusMessage>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  UpdateCustomerSavedPropertiesInput: UpdateCustomerSavedPropertiesInput;
  UpdateCustomerSavedPropertiesResult: ResolverTypeWrapper<UpdateCustomerSavedPropertiesResult>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Boolean: Scalars['Boolean']['output'];
  Brand: Brand;
  CodedDescription: CodedDescription;
  ContactNumber: ContactNumber;
  Count: Count;
  Customer: Customer;
  DevMessage: DevMessage;
  Float: Scalars['Float']['output'];
  ID: Scalars['ID']['output'];
  Image: Image;
  Int: Scalars['Int']['output'];
  Mutation: Record<PropertyKey, never>;
  PostalAddress: PostalAddress;
  Property: PropertyRow;
  PropertyBasicInformation: PropertyBasicInformation;
  PropertyContactInformation: PropertyContactInformation;
  PropertyMedia: PropertyMedia;
  PropertyReviews: PropertyReviews;
  Query: Record<PropertyKey, never>;
  ResponseMessages: ResponseMessages;
  ResponseStatus: ResponseStatus;
  SavedProperty: SavedProperty;
  SavedPropertyInput: SavedPropertyInput;
  StatusMessage: StatusMessage;
  String: Scalars['String']['output'];
  UpdateCustomerSavedPropertiesInput: UpdateCustomerSavedPropertiesInput;
  UpdateCustomerSavedPropertiesResult: UpdateCustomerSavedPropertiesResult;
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
  basicInformation?: Resolver<ResolversTypes['PropertyBasicInformation'], ParentType, ContextType>;
  contactInformation?: Resolver<ResolversTypes['PropertyContactInformation'], ParentType, ContextType>;
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

export type PropertyMediaResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PropertyMedia'] = ResolversParentTypes['PropertyMedia']> = {
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
  Brand?: BrandResolvers<ContextType>;
  CodedDescription?: CodedDescriptionResolvers<ContextType>;
  ContactNumber?: ContactNumberResolvers<ContextType>;
  Count?: CountResolvers<ContextType>;
  Customer?: CustomerResolvers<ContextType>;
  DevMessage?: DevMessageResolvers<ContextType>;
  Image?: ImageResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  PostalAddress?: PostalAddressResolvers<ContextType>;
  Property?: PropertyResolvers<ContextType>;
  PropertyBasicInformation?: PropertyBasicInformationResolvers<ContextType>;
  PropertyContactInformation?: PropertyContactInformationResolvers<ContextType>;
  PropertyMedia?: PropertyMediaResolvers<ContextType>;
  PropertyReviews?: PropertyReviewsResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  ResponseMessages?: ResponseMessagesResolvers<ContextType>;
  ResponseStatus?: ResponseStatusResolvers<ContextType>;
  SavedProperty?: SavedPropertyResolvers<ContextType>;
  StatusMessage?: StatusMessageResolvers<ContextType>;
  UpdateCustomerSavedPropertiesResult?: UpdateCustomerSavedPropertiesResultResolvers<ContextType>;
};

