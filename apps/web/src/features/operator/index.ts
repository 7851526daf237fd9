/**
 * The operator console (issue 18): lazily loaded at /operator/*, never part of the public pages. Its parts add their
 * pages to routes.tsx and their menu entries to nav.ts, and call their routes with `callOperator` (the staff token,
 * never the customer's).
 */
export { callOperator, downloadOperatorFile, type OperatorCallInput } from './api/client.ts';
export { at as operatorEndpoint } from './api/endpoints.ts';
export { type StaffSession, staffSessionStore, useStaffSession } from './api/staff-session.ts';
export { OperatorApp } from './operator-app.tsx';

import { installOperatorTexts } from './texts.ts';

installOperatorTexts();
