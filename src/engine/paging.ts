/** The largest page `?pageSize=` and the most ids `?ids=` may ask for, on every list of the API. */
export const maxPageSize = 200;
