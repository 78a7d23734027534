-- The e-mails a cancellation and a change of a booked room send, written to the outbox in the same
-- transaction as the cancellation or the change, beside the confirmation, share and insurance ones.
alter table outbox_messages drop constraint if exists outbox_messages_kind_check;
alter table outbox_messages add constraint outbox_messages_kind_check check (kind in ('CONFIRMATION', 'SHARE', 'INSURANCE', 'CANCELLATION', 'MODIFICATION'));
