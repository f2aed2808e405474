// Units of time in milliseconds, the unit of Date and of every clock in the product.

export const DAY = 24 * 60 * 60 * 1000;
