/** The states in which a report still waits for a decision (a snoozed one comes back). */
export const OPEN_STATES = ['open', 'snoozed'];
