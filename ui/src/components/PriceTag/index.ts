export { PriceTag, formatYuan, priceTagSizes, type PriceTagProps } from './PriceTag';
