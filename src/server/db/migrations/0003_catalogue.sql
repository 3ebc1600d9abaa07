-- The sales catalogue, copied from the content system at server start (the
-- content system is the source; the service reads prices, availability and
-- relationships from here). One row per entry, the entry as the content
-- schema validated it; the hash says whether a start has anything to copy.

CREATE TABLE catalogue_entries (
  kind text NOT NULL CHECK (kind IN ('offer', 'product', 'bundle', 'metaProduct', 'eventConfig', 'document', 'saleStage')),
  key text NOT NULL CHECK (key <> ''),
  position integer NOT NULL CHECK (position >= 0),
  content jsonb NOT NULL CHECK (jsonb_typeof(content) = 'object'),
  PRIMARY KEY (kind, key)
);

CREATE TABLE catalogue_state (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  content_hash text NOT NULL CHECK (content_hash ~ '^[0-9a-f]{64}$'),
  source text NOT NULL,
  synced_at timestamptz NOT NULL DEFAULT now()
);
