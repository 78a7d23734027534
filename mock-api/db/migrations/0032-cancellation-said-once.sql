-- A rate's cancellation policy is worded once, from the catalogue, with its deadline in the hotel's
-- time. The rules text used to repeat it with a deadline in UTC ("16:00 UTC two days before arrival"),
-- which disagreed with the policy shown beside it: those lines go.
delete from rate_plan_rules where text like '%16:00 UTC%';
