// One HTTP `Date` header and the time it names, for the tests of src/core/http-date.ts and of the
// poller's server clock (src/ui/controllers/invoice-poller.ts).
export const HEADER = 'Wed, 21 Oct 2015 07:28:00 GMT';
export const HEADER_TIME = Date.UTC(2015, 9, 21, 7, 28, 0);
