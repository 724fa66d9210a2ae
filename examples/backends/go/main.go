// A merchant's backend for <crypto-checkout>, in Go's standard library only.
//
// It creates invoices with the payment API (the API key stays here, never in the page), serves each one as the
// element's `src` (polling, ETag and 304), and takes the sandbox's signed events, which move the status forward.
//
//	PAYMENT_API_BASE_URL=http://127.0.0.1:4010 PAYMENT_API_KEY=sk_sandbox_local \
//	SANDBOX_WEBHOOK_SECRET=whsec_local PORT=3000 go run .
//
// docs/backends.md describes every route; main_test.go tests the signature check (go test). Invoices live in this
// process's memory: a restart forgets them, and two processes would not share them. Keep them in your database
// instead.
package main

import (
	"bytes"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log"
	"net/http"
	"net/url"
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

// order is a row of your orders table: what the shop bills for it.
type order struct {
	AmountBilled   string
	BilledCurrency string
}

// defaultOrders is the orders table unless ORDERS_FILE names a JSON file standing in for it.
var defaultOrders = map[string]order{"1001": {"49.99", "EUR"}}

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

// An invoice with one of these is no longer payable, and its status never changes.
var final = map[string]bool{"completed": true, "expired": true, "cancelled": true, "rejected": true}

const rateValidity = 20 * time.Minute // the exchange rate holds 20 minutes from createdAt (the API's limits)

var (
	idPattern   = regexp.MustCompile(`^[A-Za-z0-9_-]{1,100}$`)
	invoicePath = regexp.MustCompile(`^/invoices/([^/]+)$`)
	orderPath   = regexp.MustCompile(`^/order/([^/]+)/checkout$`)
	decimal     = regexp.MustCompile(`^[0-9]+(\.[0-9]+)?$`) // an amount, as a string: never a float
	digits      = regexp.MustCompile(`^[0-9]{1,18}$`)       // a signature's t: fits an int64
	// What a browser's request may carry to create an invoice: JSON, which a form of another site cannot send.
	jsonType   = regexp.MustCompile(`^application/([a-z0-9!#$&^_.+-]+\+)?json$`)
	apiBase    = strings.TrimRight(env("PAYMENT_API_BASE_URL", "http://127.0.0.1:4010"), "/")
	apiKey     string // required: read in main, so that go test runs without it
	secret     []byte
	staticDir  = env("STATIC_DIR", "../../../dist") // node_modules/crypto-checkout/dist in a project
	ordersFile = os.Getenv("ORDERS_FILE")           // a JSON file standing in for your orders table (loadOrder)
	// A new connection for each creation, as the PHP and Python backends open one: a POST is never retried, and
	// one sent on a kept-alive connection the API had just closed would fail with the payer's choice lost.
	apiClient    = &http.Client{Timeout: 30 * time.Second, Transport: &http.Transport{DisableKeepAlives: true}}
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
	billed   map[string]order  // invoice id -> the order as it was when the invoice was created
}

// recordOf is the order's record, made when first asked; call it holding mu.
func recordOf(ref string) *orderRecord {
	if orderRecords[ref] == nil {
		orderRecords[ref] = &orderRecord{invoices: map[method]string{}, billed: map[string]order{}}
	}
	return orderRecords[ref]
}

// loadOrder is the order ref from the orders table, read at each request as a database would be; false for no
// such order, an error when the table cannot be read.
func loadOrder(ref string) (order, bool, error) {
	if ordersFile == "" {
		found, ok := defaultOrders[ref]
		return found, ok, nil
	}
	raw, err := os.ReadFile(ordersFile)
	var table map[string]json.RawMessage
	if err == nil {
		err = json.Unmarshal(raw, &table)
	}
	if err == nil && table == nil {
		err = errors.New("not a JSON object")
	}
	if err != nil {
		return order{}, false, err
	}
	entry, ok := table[ref]
	if !ok {
		return order{}, false, nil
	}
	var fields map[string]interface{}
	json.Unmarshal(entry, &fields) // no object: fields stays nil, and the order is refused below
	amount, _ := fields["amountBilled"].(string)
	currency, _ := fields["billedCurrency"].(string)
	if canonical(amount) == "" || currency == "" {
		return order{}, false, fmt.Errorf(`order %s is not {"amountBilled": "<decimal>", "billedCurrency": "<code>"}`, ref)
	}
	return order{amount, currency}, true, nil
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

// isOpen: payable now, not final and before both its expiresAt and the end of its rate (createdAt + 20 minutes),
// by this server's clock, as the API may not have told us yet. The element's rule (src/core/invoice.ts): an invoice
// may outlive its rate. Dates we cannot read: not open.
func isOpen(d document) bool {
	createdAt, _ := attributes(d)["createdAt"].(string)
	expiresAt, _ := attributes(d)["expiresAt"].(string)
	created, createdErr := time.Parse(time.RFC3339, createdAt)
	expires, expiresErr := time.Parse(time.RFC3339, expiresAt)
	if createdErr != nil || expiresErr != nil {
		return false
	}
	end := created.Add(rateValidity)
	if expires.Before(end) {
		end = expires
	}
	return !final[statusOf(d)] && time.Now().Before(end)
}

// canonical is a decimal string by its value: "010.50", "10.5" and "10.500" are "10.5", "10.0" is "10"; "" for
// anything that is no decimal. Never a float.
func canonical(amount string) string {
	if !decimal.MatchString(amount) {
		return ""
	}
	whole, fraction, _ := strings.Cut(amount, ".")
	whole, fraction = strings.TrimLeft(whole, "0"), strings.TrimRight(fraction, "0")
	if whole == "" {
		whole = "0"
	}
	if fraction == "" {
		return whole
	}
	return whole + "." + fraction
}

// matches: whether an invoice created for o (the order as it was then) is still for current: same currency, same
// amount by value.
func (o order) matches(current order) bool {
	return o.BilledCurrency == current.BilledCurrency && canonical(o.AmountBilled) != "" &&
		canonical(o.AmountBilled) == canonical(current.AmountBilled)
}

// toResume: whether a reload of the order shows this invoice, its latest. Paid or being paid: always, so the payer
// sees what became of their payment, whatever the order says now. Otherwise only while it is the order's (forOrder:
// created for the order as it is now) and open, or rejected; else the payer chooses again.
func toResume(d document, forOrder bool) bool {
	status := statusOf(d)
	return paid[status] || (forOrder && (status == "rejected" || isOpen(d)))
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
// Any bytes are refused quietly: they are compared as bytes, and t must be ASCII digits.
func verifyEvent(raw []byte, header string) bool {
	var timestamps, signatures []string
	for _, item := range strings.Split(header, ",") {
		key, value, found := strings.Cut(strings.Trim(item, " \t"), "=")
		if found && key == "t" {
			timestamps = append(timestamps, value)
		} else if found && key == "v1" {
			signatures = append(signatures, value)
		}
	}
	if len(timestamps) != 1 || !digits.MatchString(timestamps[0]) || len(signatures) == 0 {
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

// readJSON is the body's JSON object, at most limit bytes, {} when empty if allowEmpty; false after answering
// 400, or after refusing another site's request or a body not typed as JSON (refuseCrossSite). The body is read
// first, so that a refusal leaves the connection usable.
func readJSON(w http.ResponseWriter, r *http.Request, limit int64, allowEmpty bool) (map[string]interface{}, bool) {
	raw, err := io.ReadAll(http.MaxBytesReader(w, r.Body, limit))
	if refuseCrossSite(w, r) {
		return nil, false
	}
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

// sameHost: whether the Origin header names this server, a URL (with a scheme) whose host[:port] is the Host
// header. `null`: no.
func sameHost(origin, host string) bool {
	parsed, err := url.Parse(origin)
	return err == nil && parsed.Scheme != "" && parsed.Host != "" && strings.EqualFold(parsed.Host, host)
}

// refuseCrossSite answers 403 to what another site's page may have sent, 415 to a body not typed as JSON (a form
// can send other types without asking the server first); true when it answered. For the routes that create
// invoices.
func refuseCrossSite(w http.ResponseWriter, r *http.Request) bool {
	site := r.Header.Get("Sec-Fetch-Site")
	origin, hasOrigin := r.Header["Origin"]
	mediaType, _, _ := strings.Cut(r.Header.Get("Content-Type"), ";")
	switch {
	case hasOrigin && !sameHost(origin[0], r.Host), site == "cross-site" || site == "same-site":
		fail(w, 403, "cross-site request")
	case !jsonType.MatchString(strings.ToLower(strings.TrimSpace(mediaType))):
		fail(w, 415, "send Content-Type: application/json")
	default:
		return false
	}
	return true
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
func orderMethods(w http.ResponseWriter, ref string, current order) {
	mu.Lock()
	defer mu.Unlock()
	record := recordOf(ref)
	id := record.latest
	latest, found := invoices[id]
	billed, known := record.billed[id]
	if !found || !toResume(latest, known && billed.matches(current)) {
		// What is owed rides along, so the picker can say it before any invoice exists.
		reply(w, 200, map[string]interface{}{
			"methods":        methods,
			"amountBilled":   current.AmountBilled,
			"billedCurrency": current.BilledCurrency,
		}, "application/json")
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

// orderCheckout is the coin picker's choice: the order's invoice for that method, created once while the order
// stays the same, for the order's amount.
func orderCheckout(w http.ResponseWriter, r *http.Request, ref string, current order) {
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
	id := record.invoices[*chosen]
	existing, found := invoices[id]
	billed, known := record.billed[id]
	// Only while it is for the order as it is now: a changed amount or currency needs a new invoice.
	reuse := found && known && billed.matches(current) && isOpen(existing)
	mu.Unlock()
	if isPaid {
		fail(w, 409, "this order has a payment already")
		return
	}
	status := 200 // the invoice the payer already has for that method: no second one
	if !reuse {
		created, err := createInvoice(map[string]string{
			"amountBilled":    current.AmountBilled,
			"billedCurrency":  current.BilledCurrency,
			"chargedCurrency": chosen.Currency,
			"network":         chosen.Network,
			"reference":       ref + "-" + token(4), // unique per invoice, as the API requires
		})
		if err != nil {
			fail(w, err.status, err.errors)
			return
		}
		existing, status = created, 201
		id = object(created["data"])["id"].(string)
		mu.Lock()
		invoices[id] = created
		record.invoices[*chosen] = id
		record.latest = id // what a reload of the order resumes
		record.billed[id] = current
		mu.Unlock()
	}
	mu.Lock() // an event may be changing its status
	defer mu.Unlock()
	w.Header().Set("Location", "/invoices/"+object(existing["data"])["id"].(string))
	reply(w, status, existing, "application/vnd.api+json")
}

// paymentEvent takes the sandbox's signed events. No cross-site check here: the sandbox's server sends them, not a
// browser, and the signature proves it.
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
	var ref string
	var current order
	if match := orderPath.FindStringSubmatch(path); match != nil {
		found, ok, err := loadOrder(match[1])
		if err != nil {
			log.Printf("ORDERS_FILE: %v", err)
			fail(w, 500, "the orders table cannot be read")
			return
		}
		if ok {
			ref, current = match[1], found
		}
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
	case get && ref != "":
		orderMethods(w, ref, current)
	case post && path == "/checkout":
		checkout(w, r)
	case post && path == "/payment-events":
		paymentEvent(w, r)
	case post && ref != "":
		orderCheckout(w, r, ref, current)
	default:
		fail(w, 404, "not found")
	}
}

func main() {
	apiKey = env("PAYMENT_API_KEY", "")
	secret = []byte(env("SANDBOX_WEBHOOK_SECRET", ""))
	port := env("PORT", "3000")
	log.Printf("Listening on http://127.0.0.1:%s", port)
	log.Fatal(http.ListenAndServe("127.0.0.1:"+port, http.HandlerFunc(route)))
}
