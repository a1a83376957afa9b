-- Campuses are deployment data: the app reads them from its static app/public/campuses.json and no API operation
-- serves them (docs/adr/0022-campuses-are-deployment-data.md), so the tables 0001 created for them (and the seed filled) go.
DROP TABLE IF EXISTS campus_images;
DROP TABLE IF EXISTS campuses;
