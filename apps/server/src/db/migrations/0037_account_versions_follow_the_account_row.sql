-- ADR 098: the account row itself is kept at its records' version (the ownership gate answers
-- "my account" from a row kept per server, the care session's statement reading only the
-- account number and the version), so every write to it changes that version too, at commit,
-- as every write to the fourteen tables of migration 0036 does.
CREATE CONSTRAINT TRIGGER subscriber_accounts_account_records AFTER INSERT OR UPDATE OR DELETE ON subscriber_accounts DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION account_records_changed_by_account();
