import { args } from './contract';
import { helloSchema, overlayOptionsSchema } from './overlay-payloads';

/** What every overlay offers its host. `hello` and `ping` arrived with protocol 2. */
export const overlayContract = {
  configure: args([overlayOptionsSchema], 'Sets locale, variant, return path and client id.'),
  focus: args([], "Moves keyboard focus to the overlay's first field, e.g. when the dialog opens."),
  hello: args([helloSchema], 'Protocol 2: the host says which protocols and capabilities it has; the overlay answers its own.'),
  ping: args([], 'Protocol 2: the heartbeat; answers at once while the overlay lives.'),
};
