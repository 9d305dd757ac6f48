CREATE TABLE "account_record_versions" (
	"scope" text PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
-- ADR 095: every write to a table the account read's records statement reads sets its account's
-- version (or the catalog's) to the writing transaction's id. The triggers are deferred to the
-- commit, so the version rows are locked only at the very end of a transaction, after every lock
-- its own statements took (no new lock-order cycle with the account row or any other), and a
-- transaction that writes many rows of one account writes its version once: the later firings
-- find it already at their own transaction's id.
CREATE FUNCTION note_account_records_change(changed_scope text) RETURNS void LANGUAGE sql AS $$
  INSERT INTO account_record_versions (scope, version)
  SELECT changed_scope, txid_current() WHERE changed_scope IS NOT NULL
  ON CONFLICT (scope) DO UPDATE SET version = excluded.version
  WHERE account_record_versions.version <> excluded.version
$$;
--> statement-breakpoint
-- Rows that name their account. A row moved to another account (a radio transferred) changes
-- both, the lower account number first so two opposite moves cannot wait on each other.
CREATE FUNCTION account_records_changed_by_account() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM note_account_records_change(NEW.account_number);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM note_account_records_change(OLD.account_number);
  ELSE
    PERFORM note_account_records_change(least(OLD.account_number, NEW.account_number));
    IF NEW.account_number IS DISTINCT FROM OLD.account_number THEN
      PERFORM note_account_records_change(greatest(OLD.account_number, NEW.account_number));
    END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Rows of a subscription (phases, partner entitlements, Quebec trial consents): the account of
-- the subscription they name.
CREATE FUNCTION account_records_changed_by_subscription() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM note_account_records_change(s.account_number)
      FROM subscriptions s WHERE s.id = OLD.subscription_id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM note_account_records_change(s.account_number)
      FROM subscriptions s WHERE s.id = NEW.subscription_id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Cards: the account of the billing profile they belong to.
CREATE FUNCTION account_records_changed_by_billing_profile() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM note_account_records_change(b.account_number)
      FROM billing_profiles b WHERE b.id = OLD.billing_profile_id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM note_account_records_change(b.account_number)
      FROM billing_profiles b WHERE b.id = NEW.billing_profile_id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A sign-in handle: the accounts it owns and those whose streaming plan signs in with it.
CREATE FUNCTION account_records_changed_by_identity() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM note_account_records_change(a.account_number)
    FROM subscriber_accounts a WHERE a.owner_identity_id = OLD.id;
  PERFORM note_account_records_change(s.account_number)
    FROM subscriptions s WHERE s.streaming_identity_id = OLD.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Offers, packages and billing partners are read by every account: one version for all.
CREATE FUNCTION account_records_changed_in_catalog() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM note_account_records_change('catalog');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER radios_account_records AFTER INSERT OR UPDATE OR DELETE ON radios DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION account_records_changed_by_account();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER subscriptions_account_records AFTER INSERT OR UPDATE OR DELETE ON subscriptions DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION account_records_changed_by_account();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER billing_profiles_account_records AFTER INSERT OR UPDATE OR DELETE ON billing_profiles DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION account_records_changed_by_account();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER invoices_account_records AFTER INSERT OR UPDATE OR DELETE ON invoices DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION account_records_changed_by_account();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER dunning_cases_account_records AFTER INSERT OR UPDATE OR DELETE ON dunning_cases DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION account_records_changed_by_account();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER payments_account_records AFTER INSERT OR UPDATE OR DELETE ON payments DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION account_records_changed_by_account();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER subscription_phases_account_records AFTER INSERT OR UPDATE OR DELETE ON subscription_phases DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION account_records_changed_by_subscription();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER partner_entitlements_account_records AFTER INSERT OR UPDATE OR DELETE ON partner_entitlements DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION account_records_changed_by_subscription();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER conversion_consents_account_records AFTER INSERT OR UPDATE OR DELETE ON conversion_consents DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION account_records_changed_by_subscription();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER payment_methods_account_records AFTER INSERT OR UPDATE OR DELETE ON payment_methods DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION account_records_changed_by_billing_profile();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER identities_account_records AFTER UPDATE OF handle OR DELETE ON identities DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION account_records_changed_by_identity();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER catalog_offers_account_records AFTER INSERT OR UPDATE OR DELETE ON catalog_offers DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION account_records_changed_in_catalog();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER catalog_packages_account_records AFTER INSERT OR UPDATE OR DELETE ON catalog_packages DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION account_records_changed_in_catalog();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER entitlement_partners_account_records AFTER INSERT OR UPDATE OR DELETE ON entitlement_partners DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION account_records_changed_in_catalog();
