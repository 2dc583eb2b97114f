import { defineFuzzSuite } from './fuzz-suite.ts';

defineFuzzSuite('guest');
