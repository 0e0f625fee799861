-- `csds_webhook_delivery_attempts_total` is a counter (metrics.ts sets it to the sum of webhook_attempt_counts), and
-- a counter only rises: Prometheus reads a fall as a restart of the process and adds the new value to its rate. The
-- counts followed deletions of attempt rows (migration 006), which was harmless while attempts were never deleted;
-- since a watch can be deleted with its deliveries and their attempts (migration 020), deleting one made the counter
-- fall. The counts now count attempts made: deleting their records leaves them. (TRUNCATE still starts them over, as
-- a process restart does.)
drop trigger webhook_attempts_count_delete on webhook_attempts;
