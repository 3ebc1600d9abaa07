-- Cross-border portability (regulation (EU) 2017/1128; spec 3 session
-- portabilityFlag, default „niepotwierdzony”): the day the customer's Polish
-- residence was last verified, NULL until it is. Set by customer service
-- (identity card, payment details, …); the session says „potwierdzony” while it is set.
ALTER TABLE customers ADD COLUMN residence_confirmed_on date;

-- Demo customers seeded before this migration: the same ones the seed now confirms.
UPDATE customers SET residence_confirmed_on = CURRENT_DATE
WHERE lower(login) IN ('klient.c@horyzont.example', 'klient.lto@horyzont.example', 'klient.karta@horyzont.example', 'klient.prestiz@horyzont.example');
