#!/bin/sh
# Prepares MinIO for Folio's s3 driver: creates the (private) bucket and lets browsers PUT uploads to it
# from PUBLIC_URL. Idempotent; docker-compose runs it once per start in the minio/mc image:
#
#   minio-setup:
#     image: quay.io/minio/mc:RELEASE.…
#     depends_on: { minio: { condition: service_healthy } }
#     environment: { MINIO_ROOT_USER, MINIO_ROOT_PASSWORD, S3_BUCKET: folio, PUBLIC_URL }
#     volumes: [ "./infra/minio-setup.sh:/minio-setup.sh:ro" ]
#     entrypoint: ["/bin/sh", "/minio-setup.sh"]
#
# Variables: MINIO_ROOT_USER, MINIO_ROOT_PASSWORD (required); S3_BUCKET (default folio); PUBLIC_URL (default
# http://localhost:3000); MINIO_ENDPOINT (default http://minio:9000, the service name inside compose).
set -eu

: "${MINIO_ROOT_USER:?MINIO_ROOT_USER is required}"
: "${MINIO_ROOT_PASSWORD:?MINIO_ROOT_PASSWORD is required}"
MINIO_ENDPOINT="${MINIO_ENDPOINT:-http://minio:9000}"
S3_BUCKET="${S3_BUCKET:-folio}"
PUBLIC_URL="${PUBLIC_URL:-http://localhost:3000}"

# CORS compares origins (scheme://host[:port]), so drop any path from PUBLIC_URL. Plain sh: the mc image has
# no sed.
scheme="${PUBLIC_URL%%://*}"
rest="${PUBLIC_URL#*://}"
origin="${scheme}://${rest%%/*}"

# The health check says MinIO answers; still give it a few tries in case it is restarting.
tries=0
until mc alias set folio "$MINIO_ENDPOINT" "$MINIO_ROOT_USER" "$MINIO_ROOT_PASSWORD" >/dev/null; do
  tries=$((tries + 1))
  if [ "$tries" -ge 30 ]; then
    echo "minio-setup: MinIO at $MINIO_ENDPOINT did not answer" >&2
    exit 1
  fi
  sleep 2
done

mc mb --ignore-existing "folio/$S3_BUCKET"
# Downloads stream through the app; nobody reads the bucket anonymously.
mc anonymous set none "folio/$S3_BUCKET" >/dev/null

# Browsers PUT each file to its presigned URL from the site's origin (docs/architecture.md §4); they never GET from it.
cat > /tmp/folio-cors.xml <<XML
<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>${origin}</AllowedOrigin>
    <AllowedMethod>PUT</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <ExposeHeader>ETag</ExposeHeader>
    <MaxAgeSeconds>3600</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>
XML
if mc cors set "folio/$S3_BUCKET" /tmp/folio-cors.xml >/dev/null 2>&1; then
  echo "minio-setup: bucket $S3_BUCKET ready; PUT allowed from $origin"
else
  # Community MinIO has no per-bucket CORS: the server-wide MINIO_API_CORS_ALLOW_ORIGIN (set on the minio
  # service to PUBLIC_URL) decides instead.
  echo "minio-setup: bucket $S3_BUCKET ready; this MinIO has no bucket CORS, so MINIO_API_CORS_ALLOW_ORIGIN on the minio service must allow $origin"
fi
