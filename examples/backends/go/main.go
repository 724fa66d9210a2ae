// A merchant's backend for <crypto-checkout>, in Go's standard library only.
//
// It creates invoices with the payment API (the API key stays here, never in the page), serves each one as the
// element's `src` (polling, ETag and 304), and takes the sandbox's signed events, which move the status forward.
//
//	PAYMENT_API_BASE_URL=http://127.0.0.1:4010 PAYMENT_API_KEY=sk_sandbox_local \
//	SANDBOX_WEBHOOK_SECRET=whsec_local PORT=3000 go run .
//
// docs/backends.md describes every route. Invoices live in this process's memory: a restart forgets them, and
// two processes would not share them. Keep them in your database instead.
package main

import (
	"bytes"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"log"
	"net/http"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"time"
)

const cartTotal = "49.99" // EUR: the amount comes from the server's cart, never from the request

var orders = map[string]string{"1001": "49.99"} // order reference -> amount in EUR: your orders table

type method struct {
	Currency string `json:"currency"`
	Network  string `json:"network"`
	Name     string `json:"name"`
}

// What the coin picker offers: the sandbox's networks. A real account lists the ones it has.
var methods = []method{
	{"BTC", "bitcoin", "Bitcoin"},
	{"ETH", "ethereum", "Ethereum"},
	{"USDT", "tron:usdt", "Tron (TRC-20)"},
	{"USDT", "ethereum:usdt", "Ethereum (ERC-20)"},
	{"USDC", "ethereum:usdc", "Ethereum (ERC-20)"},
	{"LTC", "litecoin", "Litecoin"},
	{"XRP", "xrp", "XRP Ledger"},
	{"TRX", "tron", "Tron"},
}

// A status only moves up this ladder; processing and on_hold may swap (a review); the final ones never move.
var rank = map[string]int{"pending": 0, "processing": 1, "on_hold": 1,
	"completed": 2, "expired": 2, "cancelled": 2, "rejected": 2}

// An order whose latest invoice has one of these is paid, or being paid: it takes no other invoice.
var paid = map[string]bool{"processing": true, "on_hold": true, "completed": true}

var (
	idPattern    = regexp.MustCompile(`^[A-Za-z0-9_-]{1,100}$`)
	invoicePath  = regexp.MustCompile(`^/invoices/([^/]+)$`)
	orderPath    = regexp.MustCompile(`^/order/([^/]+)/checkout$`)
	apiBase      = strings.TrimRight(env("PAYMENT_API_BASE_URL", "http://127.0.0.1:4010"), "/")
	apiKey       = env("PAYMENT_API_KEY", "")
	secret       = []byte(env("SANDBOX_WEBHOOK_SECRET", ""))
	staticDir    = env("STATIC_DIR", "../../../dist") // node_modules/crypto-checkout/dist in a project
	apiClient    = &http.Client{Timeout: 30 * time.Second}
	maxBody      = int64(1 << 20)
	maxOrderBody = int64(2048)               // a currency and a network: nothing longer is a choice
	mu           sync.Mutex                  // guards the two maps: each request runs on its own goroutine
	invoices     = map[string]document{}     // invoice id -> document, with the status learned since
	orderRecords = map[string]*orderRecord{} // order reference -> its invoices
	creating     sync.Mutex                  // one order invoice created at a time, so two clicks make one
)

type document = map[string]interface{}

// orderRecord is what the coin picker keeps of an order.
type orderRecord struct {
	invoices map[method]string // the invoice id of each method chosen
	latest   string            // the invoice created last: what a reload of the order resumes
}

// recordOf is the order's record, made when first asked; call it holding mu.
func recordOf(ref string) *orderRecord {
	if orderRecords[ref] == nil {
		orderRecords[ref] = &orderRecord{invoices: map[method]string{}}
	}
	return orderRecords[ref]
}

const page = `<!doctype html>
<html lang="en">
<meta charset="utf-8" />
<title>Checkout</title>
<script type="module" src="/crypto-checkout.min.js"></script>
<crypto-checkout></crypto-checkout>
<script type="module">
  // Only this server's invoices: a link must not make the page show another site's payment.
  const src = new URLSearchParams(location.search).get('src') ?? '';
  if (/^\/invoices\/[A-Za-z0-9_-]{1,100}$/.test(src)) document.querySelector('crypto-checkout').src = src;
</script>
`

func env(name, fallback string) string {
	if value := os.Getenv(name); value != "" {
		return value
	}
	if fallback == "" {
		log.Fatalf("Set %s.", name)
	}
	return fallback
}

func object(value interface{}) map[string]interface{} {
	result, _ := value.(map[string]interface{})
	return result
}

func attributes(d document) map[string]interface{} { return object(object(d["data"])["attributes"]) }

// statusOf is pending for a document without one (it has just been created), "" for one that is no string.
func statusOf(d document) string {
	value := attributes(d)["status"]
	if value == nil {
		return "pending"
	}
	status, _ := value.(string)
	return status
}

// payment is what the payer must pay: an event may move the status, never change this.
func payment(d document) []interface{} {
	a := attributes(d)
	fields := []interface{}{a["amountCharged"], a["chargedCurrency"], a["network"], a["networkName"]}
	included, _ := d["included"].([]interface{})
	for _, item := range included {
		if object(item)["type"] == "addresses" {
			fields = append(fields, object(object(item)["attributes"])["value"])
		}
	}
	return fields
}

// pastExpiry: past its expiresAt by this server's clock, an expiry the API may not have told us of yet.
func pastExpiry(d document) bool {
	expires, _ := attributes(d)["expiresAt"].(string)
	at, err := time.Parse(time.RFC3339, expires)
	return err == nil && !at.After(time.Now()) // no date we can read: the API's status says when it expires
}

// isOpen: still payable, not final and not past its expiry.
func isOpen(d document) bool { return rank[statusOf(d)] < 2 && !pastExpiry(d) }

// toResume: whether a reload of the order shows this invoice, its latest: unless it expired or was cancelled
// (then the payer chooses again). A paid, paying or rejected one is shown, so the payer sees what became of
// their payment.
func toResume(d document) bool {
	status := statusOf(d)
	return status != "expired" && status != "cancelled" && !(status == "pending" && pastExpiry(d))
}

func decode(raw []byte, value interface{}) error {
	decoder := json.NewDecoder(bytes.NewReader(raw))
	decoder.UseNumber() // numbers as written: the stored document is served back unchanged
	return decoder.Decode(value)
}

func reply(w http.ResponseWriter, status int, value interface{}, contentType string) {
	body, _ := json.Marshal(value)
	w.Header().Set("Content-Type", contentType)
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status) // net/http writes Date, which the element uses to correct the payer's clock
	w.Write(body)
}

func fail(w http.ResponseWriter, status int, message interface{}) {
	reply(w, status, map[string]interface{}{"error": message}, "application/json")
}

func token(size int) string {
	buffer := make([]byte, size)
	rand.Read(buffer)
	return hex.EncodeToString(buffer)
}

// apiError is a creation the payment API refused (422: what the page chose, passed on) or that failed (502).
type apiError struct {
	status int
	errors interface{}
}

// createInvoice creates an invoice with the API key, which never leaves this server.
func createInvoice(attributes map[string]string) (document, *apiError) {
	body, _ := json.Marshal(document{"data": document{"type": "invoices", "attributes": attributes}})
	request, _ := http.NewRequest("POST", apiBase+"/api/public/v1/invoices", bytes.NewReader(body))
	request.Header.Set("Authorization", "Bearer "+apiKey)
	request.Header.Set("Content-Type", "application/vnd.api+json")
	response, err := apiClient.Do(request)
	if err != nil {
		return nil, &apiError{502, "the payment API did not answer"}
	}
	defer response.Body.Close()
	raw, err := io.ReadAll(response.Body)
	var created document
	if err == nil {
		err = decode(raw, &created)
	}
	if response.StatusCode == 422 {
		return nil, &apiError{422, created["errors"]}
	}
	if response.StatusCode < 200 || response.StatusCode > 299 {
		return nil, &apiError{502, fmt.Sprintf("the payment API answered %d", response.StatusCode)}
	}
	if id, _ := object(created["data"])["id"].(string); err != nil || !idPattern.MatchString(id) {
		return nil, &apiError{502, "the payment API answered no invoice"}
	}
	return created, nil
}

// verifyEvent checks the sandbox's Sandbox-Signature: t=<unix>,v1=<hex HMAC-SHA256 of "t.body">, within 300 s.
func verifyEvent(raw []byte, header string) bool {
	var timestamps, signatures []string
	for _, item := range strings.Split(header, ",") {
		key, value, found := strings.Cut(strings.TrimSpace(item), "=")
		if found && key == "t" {
			timestamps = append(timestamps, value)
		} else if found && key == "v1" {
			signatures = append(signatures, value)
		}
	}
	if len(timestamps) != 1 || timestamps[0] == "" || strings.Trim(timestamps[0], "0123456789") != "" ||
		len(signatures) == 0 {
		return false
	}
	mac := hmac.New(sha256.New, secret)
	mac.Write([]byte(timestamps[0] + "."))
	mac.Write(raw)
	expected := []byte(hex.EncodeToString(mac.Sum(nil)))
	matched := false
	for _, signature := range signatures {
		matched = hmac.Equal(expected, []byte(signature)) || matched
	}
	t, err := strconv.ParseInt(timestamps[0], 10, 64)
	age := time.Now().Unix() - t
	return matched && err == nil && age <= 300 && age >= -300 // older or later: a replay
}

// readJSON is the body's JSON object, at most limit bytes, {} when empty if allowEmpty; false after answering 400.
func readJSON(w http.ResponseWriter, r *http.Request, limit int64, allowEmpty bool) (map[string]interface{}, bool) {
	raw, err := io.ReadAll(http.MaxBytesReader(w, r.Body, limit))
	body := map[string]interface{}{}
	if err == nil && (len(raw) > 0 || !allowEmpty) {
		err = decode(raw, &body) // `null` leaves body nil; no body at all is an error
	}
	if err != nil || body == nil {
		fail(w, 400, "send a JSON object")
		return nil, false
	}
	return body, true
}

// fromAnotherSite: browsers say where a request comes from; another site's page must not create invoices here.
func fromAnotherSite(w http.ResponseWriter, r *http.Request) bool {
	site := r.Header.Get("Sec-Fetch-Site")
	if site == "cross-site" || site == "same-site" {
		fail(w, 403, "cross-site request")
		return true
	}
	return false
}

// serveInvoice is the `src` endpoint: the stored document, polled by the element; 304 while it is unchanged.
func serveInvoice(w http.ResponseWriter, r *http.Request, id string) {
	mu.Lock()
	stored, found := invoices[id]
	body, _ := json.Marshal(stored)
	mu.Unlock()
	if !found {
		fail(w, 404, "no such invoice")
		return
	}
	sum := sha256.Sum256(body)
	etag := `"` + hex.EncodeToString(sum[:16]) + `"`
	w.Header().Set("ETag", etag)
	w.Header().Set("Cache-Control", "private, max-age=5")
	// Compared here, weakly: the browser sends Cache-Control: no-cache, which generic freshness helpers misread.
	for _, tag := range strings.Split(r.Header.Get("If-None-Match"), ",") {
		if tag = strings.TrimSpace(tag); tag == "*" || tag == etag || tag == "W/"+etag {
			w.WriteHeader(http.StatusNotModified)
			return
		}
	}
	w.Header().Set("Content-Type", "application/vnd.api+json")
	w.Write(body)
}

func checkout(w http.ResponseWriter, r *http.Request) {
	if fromAnotherSite(w, r) {
		return
	}
	body, ok := readJSON(w, r, maxBody, true)
	if !ok {
		return
	}
	value := body["currency"]
	if value == nil || value == "" {
		value = "BTC"
	}
	currency, isString := value.(string)
	if !isString {
		fail(w, 400, `send {"currency": "BTC"} or nothing`)
		return
	}
	created, err := createInvoice(map[string]string{
		"amountBilled":    cartTotal,
		"billedCurrency":  "EUR",
		"chargedCurrency": currency,
		"reference":       "cart-" + token(8), // unique per invoice, as the API requires
	})
	if err != nil {
		fail(w, err.status, err.errors)
		return
	}
	id := object(created["data"])["id"].(string)
	mu.Lock()
	invoices[id] = created
	mu.Unlock()
	w.Header().Set("Location", "/invoices/"+id)
	reply(w, 201, map[string]string{"src": "/invoices/" + id}, "application/json")
}

// orderMethods is the coin picker's GET: the order's latest invoice, so that a reload resumes it, else the methods.
func orderMethods(w http.ResponseWriter, ref string) {
	mu.Lock()
	defer mu.Unlock()
	id := recordOf(ref).latest
	latest, found := invoices[id]
	if !found || !toResume(latest) {
		reply(w, 200, map[string]interface{}{"methods": methods}, "application/json")
		return
	}
	// The methods ride along in meta: the payer may still choose another coin from the invoice's screen.
	resumed, meta := document{}, map[string]interface{}{}
	for key, value := range latest {
		resumed[key] = value
	}
	for key, value := range object(latest["meta"]) {
		meta[key] = value
	}
	meta["methods"] = methods
	resumed["meta"] = meta
	// Content-Location: where the element follows this invoice's status (the `src` endpoint).
	w.Header().Set("Content-Location", "/invoices/"+id)
	reply(w, 200, resumed, "application/vnd.api+json")
}

// orderCheckout is the coin picker's choice: the order's invoice for that method, created once, for the order's
// amount.
func orderCheckout(w http.ResponseWriter, r *http.Request, ref string) {
	if fromAnotherSite(w, r) {
		return
	}
	body, ok := readJSON(w, r, maxOrderBody, false)
	if !ok {
		return
	}
	var chosen *method // only chargedCurrency and network are read: the amount is the order's
	for i := range methods {
		if body["chargedCurrency"] == methods[i].Currency && body["network"] == methods[i].Network {
			chosen = &methods[i]
		}
	}
	if chosen == nil {
		fail(w, 422, "not a payment method of this shop")
		return
	}
	creating.Lock()
	defer creating.Unlock()
	mu.Lock()
	record := recordOf(ref)
	latest, found := invoices[record.latest]
	isPaid := found && paid[statusOf(latest)]
	existing, found := invoices[record.invoices[*chosen]]
	stillOpen := found && isOpen(existing)
	mu.Unlock()
	if isPaid {
		fail(w, 409, "this order has a payment already")
		return
	}
	status := 200 // the invoice the payer already has for that method: no second one
	if !stillOpen {
		created, err := createInvoice(map[string]string{
			"amountBilled":    orders[ref],
			"billedCurrency":  "EUR",
			"chargedCurrency": chosen.Currency,
			"network":         chosen.Network,
			"reference":       ref + "-" + token(4), // unique per invoice, as the API requires
		})
		if err != nil {
			fail(w, err.status, err.errors)
			return
		}
		existing, status = created, 201
		id := object(created["data"])["id"].(string)
		mu.Lock()
		invoices[id] = created
		record.invoices[*chosen] = id
		record.latest = id // what a reload of the order resumes
		mu.Unlock()
	}
	mu.Lock() // an event may be changing its status
	defer mu.Unlock()
	w.Header().Set("Location", "/invoices/"+object(existing["data"])["id"].(string))
	reply(w, status, existing, "application/vnd.api+json")
}

func paymentEvent(w http.ResponseWriter, r *http.Request) {
	// The bytes as received: the signature covers them, not a re-encoding.
	raw, err := io.ReadAll(http.MaxBytesReader(w, r.Body, maxBody))
	if err != nil || !verifyEvent(raw, r.Header.Get("Sandbox-Signature")) {
		fail(w, 400, "bad signature")
		return
	}
	var event document
	err = decode(raw, &event)
	id, isString := object(event["data"])["id"].(string)
	if err != nil || !isString || attributes(event) == nil {
		fail(w, 400, "not an invoice document")
		return
	}
	mu.Lock()
	defer mu.Unlock()
	stored, found := invoices[id]
	if !found {
		fail(w, 404, "not an invoice of this shop")
		return
	}
	status := statusOf(event)
	next, known := rank[status]
	if !known || !reflect.DeepEqual(payment(event), payment(stored)) {
		fail(w, 422, "unknown status, or the payment changed")
		return
	}
	current := statusOf(stored)
	if next > rank[current] || (next == 1 && rank[current] == 1 && status != current) {
		attributes(stored)["status"] = status
		// Fulfil the order here, on the status this server learned, once per invoice: never on the
		// browser's checkout-status events or its redirect, which a payer can fake without paying.
	}
	// A repeated or late event changes nothing and is answered 204 too, so the sandbox stops retrying.
	w.WriteHeader(http.StatusNoContent)
}

func route(w http.ResponseWriter, r *http.Request) {
	path, get, post := r.URL.Path, r.Method == "GET", r.Method == "POST"
	var order string
	if match := orderPath.FindStringSubmatch(path); match != nil && orders[match[1]] != "" {
		order = match[1]
	}
	invoice := invoicePath.FindStringSubmatch(path)
	switch {
	case get && path == "/":
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		io.WriteString(w, page)
	case get && path == "/crypto-checkout.min.js":
		script, err := os.ReadFile(filepath.Join(staticDir, "crypto-checkout.min.js"))
		if err != nil {
			fail(w, 404, "no crypto-checkout.min.js in STATIC_DIR (npm run build)")
			return
		}
		w.Header().Set("Content-Type", "text/javascript; charset=utf-8")
		w.Write(script)
	case get && invoice != nil && idPattern.MatchString(invoice[1]):
		serveInvoice(w, r, invoice[1])
	case get && order != "":
		orderMethods(w, order)
	case post && path == "/checkout":
		checkout(w, r)
	case post && path == "/payment-events":
		paymentEvent(w, r)
	case post && order != "":
		orderCheckout(w, r, order)
	default:
		fail(w, 404, "not found")
	}
}

func main() {
	port := env("PORT", "3000")
	log.Printf("Listening on http://127.0.0.1:%s", port)
	log.Fatal(http.ListenAndServe("127.0.0.1:"+port, http.HandlerFunc(route)))
}
