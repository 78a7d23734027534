import type { MessageParamsByArea } from './generated/message-params';
import type { MessageArea } from './message-types';

/**
 * A message named but not yet worded: what a rule shared by the pages and the server gives back, so
 * each page says it in its own locale (`t.say(ref)`) and the server sends the key with its answer.
 */
export type MessageRef<A extends MessageArea = MessageArea> = A extends MessageArea
  ? {
      [K in keyof MessageParamsByArea[A]]: MessageParamsByArea[A][K] extends undefined ? { key: K; params?: undefined } : { key: K; params: MessageParamsByArea[A][K] };
    }[keyof MessageParamsByArea[A]]
  : never;

/** What shared/validation's rules answer: a field's problem, worded by the catalogue's validation area. */
export type ValidationMessage = MessageRef<'validation'>;
