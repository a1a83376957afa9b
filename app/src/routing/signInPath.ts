/** Where the access guard sends visitors who need to sign in first (docs/product/orders-reports-access.md §2). */
export const SIGN_IN_PATH = '/oauth?type=jump';
