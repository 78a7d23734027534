import { createBatchLoader, perContext } from '../../graphql/batch-loader';
import type { GraphQLContext } from '../../graphql/context';
import { readChargedNights } from './charged-nights';
import { readOrderFacts } from './order-facts';
import { readSentMessages } from './sent-messages';

/**
 * The reads behind the confirmation's Order fields, batched per answer: every order of my trips asking
 * for its summary of charges costs one query for their facts and one for their nights, whatever their number.
 */
export const orderLoaders = perContext((context: GraphQLContext) => ({
  facts: createBatchLoader((orderIds: string[]) => readOrderFacts(context.db, orderIds)),
  nights: createBatchLoader((confirmationNumbers: string[]) => readChargedNights(context.db, confirmationNumbers)),
  messages: createBatchLoader((orderIds: string[]) => readSentMessages(context.db, orderIds)),
}));
