-- Staff of the embedded identity provider: accounts that may open the back
-- office (the forms inbox and what later comes). The provider gives them the
-- role "staff" in the ID token's "roles" claim; with an external provider the
-- portal reads a configured claim instead (OIDC_STAFF_CLAIM, OIDC_STAFF_ROLE).
ALTER TABLE identity_accounts ADD COLUMN staff boolean NOT NULL DEFAULT false;
