// What the server render needs from the app, loaded only once the runtime config is in place.
export { hostRoutes } from '../routes';
export { HostApp } from '../host-app';
