import { isJsonObject, type Read } from './body-fields';

export const CLIENT_LOG_LEVELS = ['error', 'warn', 'info'] as const;
export type ClientLogLevel = (typeof CLIENT_LOG_LEVELS)[number];
export const CLIENT_LOG_MESSAGE_MAX_LENGTH = 2000;

export type ClientLogBody = { message: string; level: ClientLogLevel };

function isLevel(value: unknown): value is ClientLogLevel {
  return CLIENT_LOG_LEVELS.some((level) => level === value);
}

/** Checks the body of the logger call: a message of 1 to 2000 characters and an optional level (info). */
export function readClientLogBody(body: unknown): Read<ClientLogBody> {
  if (!isJsonObject(body)) return { problem: 'The body must be a JSON object with a message.' };
  const { message, level = 'info' } = body;
  if (typeof message !== 'string' || message.length < 1 || message.length > CLIENT_LOG_MESSAGE_MAX_LENGTH) {
    return { problem: `message must be text of 1 to ${CLIENT_LOG_MESSAGE_MAX_LENGTH} characters.` };
  }
  if (!isLevel(level)) return { problem: `level must be one of ${CLIENT_LOG_LEVELS.join(', ')}.` };
  return { message, level };
}
