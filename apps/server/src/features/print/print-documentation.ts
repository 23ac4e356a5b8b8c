import type { PrintDocumentation } from './print.service';

/** Technical documentation items: none are stored yet in this branch (the documentation feature adds them). */
export const noDocumentationItems: PrintDocumentation = async () => new Map();
