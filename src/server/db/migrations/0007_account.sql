-- The account area of the customer API (spec 7: account/*, messageSubject,
-- article/rate, the offer service): the customer's contact phone, subjects of
-- messages to customer service, help-article ratings, the fibre (FTTH)
-- coverage behind the FTTH_OK segment, and the titles and deep links of the
-- content ids that lead to a meta-product.

-- The phone a customer gives in their personal data: nine national digits.
-- customers.msisdn stays the number validated for mobile-operator billing.
ALTER TABLE customers ADD COLUMN contact_phone text CHECK (contact_phone ~ '^[1-9][0-9]{8}$');

-- Subjects of the contact form (GET messageSubject); a retired subject is
-- made inactive, never deleted, so the messages sent with it keep it.
CREATE TABLE message_subjects (
  code text PRIMARY KEY CHECK (code ~ '^[A-Z][A-Z0-9_]*$'),
  label text NOT NULL CHECK (char_length(label) BETWEEN 1 AND 200),
  position integer NOT NULL CHECK (position >= 0),
  active boolean NOT NULL DEFAULT true
);

INSERT INTO message_subjects (code, label, position) VALUES
  ('PAYMENTS', 'Płatności i rozliczenia', 1),
  ('SERVICES', 'Zmiana pakietu lub usług', 2),
  ('TECHNICAL', 'Problem techniczny z odbiorem', 3),
  ('ACCOUNT', 'Konto i dane osobowe', 4),
  ('COMPLAINT', 'Reklamacja', 5),
  ('OTHER', 'Inna sprawa', 6);

ALTER TABLE messages ADD CONSTRAINT messages_subject_code_fkey FOREIGN KEY (subject_code) REFERENCES message_subjects (code);

-- Was a help article helpful? One vote per session and article: a second
-- vote replaces the first. Votes outlive their session (SET NULL), so the
-- article's totals stay; the session id follows rotation at login.
CREATE TABLE article_ratings (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  uri text NOT NULL CHECK (uri ~ '^/pomoc(/[a-z0-9-]+)+$' AND char_length(uri) <= 300),
  session_id text REFERENCES sessions (id) ON DELETE SET NULL ON UPDATE CASCADE,
  customer_id uuid REFERENCES customers (id) ON DELETE SET NULL,
  helpful boolean NOT NULL,
  comment text CHECK (char_length(comment) BETWEEN 1 AND 1000),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX article_ratings_one_per_session ON article_ratings (session_id, uri) WHERE session_id IS NOT NULL;
CREATE INDEX article_ratings_uri_idx ON article_ratings (uri);

-- Streets in the fibre range, by postal code and street key (lower case,
-- without "ul." and the like: src/domain/segments.ts streetKey).
CREATE TABLE ftth_coverage (
  postal_code text NOT NULL CHECK (postal_code ~ '^[0-9]{2}-[0-9]{3}$'),
  street_key text NOT NULL CHECK (street_key <> '' AND street_key = lower(street_key)),
  PRIMARY KEY (postal_code, street_key)
);

INSERT INTO ftth_coverage (postal_code, street_key) VALUES
  ('00-950', 'słoneczna'),
  ('00-950', 'jasna'),
  ('02-495', 'kolorowa'),
  ('30-001', 'długa'),
  ('80-180', 'morska'),
  ('61-001', 'polna');

-- Titles of the content ids (films, series, events) that lead to a
-- meta-product (catalogue meta-products' contentIds), for the offer service.
CREATE TABLE content_titles (
  content_id text PRIMARY KEY CHECK (content_id ~ '^[A-Za-z0-9_-]{1,64}$'),
  title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 200),
  kind text NOT NULL CHECK (kind IN ('FILM', 'SERIES', 'EVENT'))
);

INSERT INTO content_titles (content_id, title, kind) VALUES
  ('3', 'Latarnik z Helu', 'SERIES'),
  ('10', 'Ostatni prom do Gdyni', 'FILM'),
  ('16', 'Derby Mazowsza – mecz na żywo', 'EVENT');

-- Where each content plays, per platform.
CREATE TABLE content_deeplinks (
  content_id text NOT NULL REFERENCES content_titles (content_id) ON DELETE CASCADE,
  platform text NOT NULL CHECK (platform IN ('WEB', 'ANDROID', 'IOS', 'SMART_TV')),
  url text NOT NULL CHECK (url ~ '^(https://|horyzont://)'),
  PRIMARY KEY (content_id, platform)
);

INSERT INTO content_deeplinks (content_id, platform, url) VALUES
  ('3', 'WEB', 'https://ogladaj.horyzont.example/seriale/latarnik-z-helu'),
  ('3', 'ANDROID', 'horyzont://content/3'),
  ('3', 'IOS', 'horyzont://content/3'),
  ('10', 'WEB', 'https://ogladaj.horyzont.example/filmy/ostatni-prom-do-gdyni'),
  ('10', 'ANDROID', 'horyzont://content/10'),
  ('10', 'IOS', 'horyzont://content/10'),
  ('10', 'SMART_TV', 'horyzont://tv/content/10'),
  ('16', 'WEB', 'https://ogladaj.horyzont.example/sport/derby-mazowsza'),
  ('16', 'ANDROID', 'horyzont://content/16'),
  ('16', 'IOS', 'horyzont://content/16');
