/** Bad input, part 3 of 3 of the operations of openapi.yaml (split so each file stays under a minute). */
import { badInputSuite } from './support/badInput';

badInputSuite(2, 3);
