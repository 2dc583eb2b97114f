import { defineFuzzSuite } from './fuzz-suite.ts';

defineFuzzSuite('admin');
