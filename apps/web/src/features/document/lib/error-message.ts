// The history table's name for the app's one error text (lib/error-message.ts).
export { errorMessageOf as messageOf } from '#web/lib/error-message';
