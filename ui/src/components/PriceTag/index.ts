export { PriceTag, formatYuan, priceTagSizes, type PriceTagProps, type Yuan } from './PriceTag';
