import { defineFuzzSuite } from './fuzz-suite.ts';

defineFuzzSuite('verified user');
