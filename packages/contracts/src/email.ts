/**
 * An address a mail server accepts and that cannot smuggle in a header: no spaces, quotes, angle brackets or
 * line breaks, one @, a dotted domain. (A file of its own so the field rules of resource.ts can use it.)
 */
export const isEmailAddress = (v: string): boolean => /^[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9-]{1,63}(\.[A-Za-z0-9-]{1,63})+$/.test(v) && v.length <= 254;
