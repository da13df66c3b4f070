export { StackHandler, screenFor, type StackHandlerProps } from './handler';
export { HANDLER_ROUTE_TABLE, NOT_FOUND_SCREEN, type RouteContext, type RouteScreen } from './routes';
export { routeOfPath, routeUrl } from './match-route';
export { errorTextFromQuery } from './error-page';
export { handlerCss } from './styles';
