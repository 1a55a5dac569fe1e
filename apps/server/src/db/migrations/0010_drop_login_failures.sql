-- Login and customer-portal throttling count in login_throttle (0006), charged atomically before
-- the check; the old per-attempt log of failures is read and written by nothing any more.
drop table login_failures;
