-- hand-written (issue 40 point 5): an erasure of a person's data (GDPR Art. 17) blanks their personal fields in the
-- audit log too. The log stays append-only for everything else: an UPDATE passes only inside a transaction that set
-- `door.personal_data_erasure` (services/personal-data), and only when it keeps what happened, to what and when (id,
-- time, action, entity kind and id, actor id). No entry is ever deleted. Only widens what an earlier release may do.
CREATE OR REPLACE FUNCTION "audit_entries_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND current_setting('door.personal_data_erasure', true) = 'on'
     AND NEW.id = OLD.id AND NEW.created_at = OLD.created_at AND NEW.action = OLD.action
     AND NEW.entity_type = OLD.entity_type AND NEW.entity_id = OLD.entity_id
     AND NEW.actor_user_id IS NOT DISTINCT FROM OLD.actor_user_id THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit entries cannot be changed or deleted' USING ERRCODE = 'insufficient_privilege';
END
$$;
