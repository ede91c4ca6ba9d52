/** The product's name and the addresses people write to. */

export const PRODUCT_NAME = 'Plenary';
export const SUPPORT_EMAIL = 'support@plenary.education';
export const PRIVACY_EMAIL = 'privacy@plenary.education';
