// DO NOT EDIT: generated from schemas/openapi.yaml (readPaymentReturn response) by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import * as __m0 from "ajv/dist/runtime/ucs2length.js";
const __cjs = (ns) => (ns.default && ns.default.__esModule ? ns.default : ns);
export const validate = validate0;
export default validate0;
const schema0 = {"type":"object","required":["data"],"additionalProperties":false,"properties":{"data":{"$ref":"https://schemas.vitrina.local/entities/placed-order.schema.json"}},"$id":"https://schemas.vitrina.local/operations/readPaymentReturn.response.json"};
const schema1 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"PlacedOrder","description":"The order a cart became, for the success page of the shopper who placed it (spec 2 checkout success; issue 17: a bank transfer shows payee, IBAN, model, reference, amount and the HUB-3 barcode). Read with the cart's own credentials, so a guest sees it too.","type":"object","properties":{"number":{"type":"string","pattern":"^[0-9]{4}-[0-9]{6}$","minLength":11,"maxLength":20},"paymentKind":{"type":"string","enum":["cashOnDelivery","bankTransfer","card","wallet"]},"total":{"type":"integer","minimum":0,"maximum":100000000000},"currency":{"$ref":"./currency.schema.json"},"bankTransfer":{"oneOf":[{"type":"null"},{"$ref":"./bank-transfer-details.schema.json"}]},"paymentSlip":{"description":"The HUB-3 payment slip barcode (PDF417) as a PNG data URL; null without a bank transfer slip.","oneOf":[{"type":"null"},{"type":"string","pattern":"^data:image/png;base64,","maxLength":200000}]},"paymentStatus":{"description":"Whether the order is paid (decision 045): unpaid (paid on delivery or by transfer), awaiting (a card payment not confirmed by its gateway yet), paid, failed (given up for another method), expired (unpaid in time), flagged (the gateway reported another amount or currency).","type":"string","enum":["unpaid","awaiting","paid","failed","expired","flagged","refunded"]},"consents":{"description":"The ids of the consents the shopper gave for this order (the checkout's address and payment steps): another payment method goes back to the payment step with them.","type":"array","maxItems":40,"items":{"type":"string","minLength":1,"maxLength":100}}},"required":["number","paymentKind","paymentStatus","total","currency","bankTransfer","paymentSlip","consents"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/placed-order.schema.json"};
const schema2 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"Currency","description":"A currency (spec 3 currency settings): id, label and symbol.","type":"object","properties":{"id":{"type":"integer","minimum":1,"maximum":2147483647},"label":{"type":"string","maxLength":10,"minLength":1},"symbol":{"type":"string","maxLength":10,"minLength":1}},"required":["id","label","symbol"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/currency.schema.json"};
const schema3 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"BankTransferDetails","description":"Where a bank transfer goes (issue 17, HUB-3 payment slip): payee, its address, IBAN, model and reference.","type":"object","properties":{"payee":{"type":"string","maxLength":30,"minLength":1},"payeeStreet":{"type":"string","maxLength":27,"minLength":1},"payeeCity":{"type":"string","maxLength":27,"minLength":1},"iban":{"type":"string","pattern":"^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$","minLength":15,"maxLength":34},"model":{"type":"string","pattern":"^HR[0-9]{2}$","minLength":4,"maxLength":4},"reference":{"type":"string","pattern":"^[0-9-]{1,22}$","minLength":1,"maxLength":22},"purposeCode":{"type":"string","pattern":"^[A-Z]{4}$","minLength":4,"maxLength":4},"description":{"type":"string","maxLength":35}},"required":["payee","payeeStreet","payeeCity","iban","model"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/bank-transfer-details.schema.json"};
const func0 = __cjs(__m0).default;
const pattern0 = new RegExp("^[0-9]{4}-[0-9]{6}$", "u");
const pattern1 = new RegExp("^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$", "u");
const pattern2 = new RegExp("^HR[0-9]{2}$", "u");
const pattern3 = new RegExp("^[0-9-]{1,22}$", "u");
const pattern4 = new RegExp("^[A-Z]{4}$", "u");
const pattern5 = new RegExp("^data:image/png;base64,", "u");

function validate1(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/entities/placed-order.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate1.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.number === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "number"},message:"must have required property '"+"number"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.paymentKind === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "paymentKind"},message:"must have required property '"+"paymentKind"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.paymentStatus === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "paymentStatus"},message:"must have required property '"+"paymentStatus"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.total === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "total"},message:"must have required property '"+"total"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.currency === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "currency"},message:"must have required property '"+"currency"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.bankTransfer === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "bankTransfer"},message:"must have required property '"+"bankTransfer"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.paymentSlip === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "paymentSlip"},message:"must have required property '"+"paymentSlip"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.consents === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "consents"},message:"must have required property '"+"consents"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
for(const key0 in data){
if(!((((((((key0 === "number") || (key0 === "paymentKind")) || (key0 === "total")) || (key0 === "currency")) || (key0 === "bankTransfer")) || (key0 === "paymentSlip")) || (key0 === "paymentStatus")) || (key0 === "consents"))){
const err8 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.number !== undefined){
let data0 = data.number;
if(typeof data0 === "string"){
if(func0(data0) > 20){
const err9 = {instancePath:instancePath+"/number",schemaPath:"#/properties/number/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(func0(data0) < 11){
const err10 = {instancePath:instancePath+"/number",schemaPath:"#/properties/number/minLength",keyword:"minLength",params:{limit: 11},message:"must NOT have fewer than 11 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!pattern0.test(data0)){
const err11 = {instancePath:instancePath+"/number",schemaPath:"#/properties/number/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-[0-9]{6}$"},message:"must match pattern \""+"^[0-9]{4}-[0-9]{6}$"+"\""};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/number",schemaPath:"#/properties/number/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.paymentKind !== undefined){
let data1 = data.paymentKind;
if(typeof data1 !== "string"){
const err13 = {instancePath:instancePath+"/paymentKind",schemaPath:"#/properties/paymentKind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!((((data1 === "cashOnDelivery") || (data1 === "bankTransfer")) || (data1 === "card")) || (data1 === "wallet"))){
const err14 = {instancePath:instancePath+"/paymentKind",schemaPath:"#/properties/paymentKind/enum",keyword:"enum",params:{allowedValues: schema1.properties.paymentKind.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.total !== undefined){
let data2 = data.total;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err15 = {instancePath:instancePath+"/total",schemaPath:"#/properties/total/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 100000000000 || isNaN(data2)){
const err16 = {instancePath:instancePath+"/total",schemaPath:"#/properties/total/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000000},message:"must be <= 100000000000"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data2 < 0 || isNaN(data2)){
const err17 = {instancePath:instancePath+"/total",schemaPath:"#/properties/total/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
if(data.currency !== undefined){
let data3 = data.currency;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.id === undefined){
const err18 = {instancePath:instancePath+"/currency",schemaPath:"./currency.schema.json/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data3.label === undefined){
const err19 = {instancePath:instancePath+"/currency",schemaPath:"./currency.schema.json/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data3.symbol === undefined){
const err20 = {instancePath:instancePath+"/currency",schemaPath:"./currency.schema.json/required",keyword:"required",params:{missingProperty: "symbol"},message:"must have required property '"+"symbol"+"'"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
for(const key1 in data3){
if(!(((key1 === "id") || (key1 === "label")) || (key1 === "symbol"))){
const err21 = {instancePath:instancePath+"/currency",schemaPath:"./currency.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data3.id !== undefined){
let data4 = data3.id;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err22 = {instancePath:instancePath+"/currency/id",schemaPath:"./currency.schema.json/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 2147483647 || isNaN(data4)){
const err23 = {instancePath:instancePath+"/currency/id",schemaPath:"./currency.schema.json/properties/id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data4 < 1 || isNaN(data4)){
const err24 = {instancePath:instancePath+"/currency/id",schemaPath:"./currency.schema.json/properties/id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
}
if(data3.label !== undefined){
let data5 = data3.label;
if(typeof data5 === "string"){
if(func0(data5) > 10){
const err25 = {instancePath:instancePath+"/currency/label",schemaPath:"./currency.schema.json/properties/label/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(func0(data5) < 1){
const err26 = {instancePath:instancePath+"/currency/label",schemaPath:"./currency.schema.json/properties/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
else {
const err27 = {instancePath:instancePath+"/currency/label",schemaPath:"./currency.schema.json/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data3.symbol !== undefined){
let data6 = data3.symbol;
if(typeof data6 === "string"){
if(func0(data6) > 10){
const err28 = {instancePath:instancePath+"/currency/symbol",schemaPath:"./currency.schema.json/properties/symbol/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(func0(data6) < 1){
const err29 = {instancePath:instancePath+"/currency/symbol",schemaPath:"./currency.schema.json/properties/symbol/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
else {
const err30 = {instancePath:instancePath+"/currency/symbol",schemaPath:"./currency.schema.json/properties/symbol/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
}
else {
const err31 = {instancePath:instancePath+"/currency",schemaPath:"./currency.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data.bankTransfer !== undefined){
let data7 = data.bankTransfer;
const _errs19 = errors;
let valid3 = false;
let passing0 = null;
const _errs20 = errors;
if(data7 !== null){
const err32 = {instancePath:instancePath+"/bankTransfer",schemaPath:"#/properties/bankTransfer/oneOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
var _valid0 = _errs20 === errors;
if(_valid0){
valid3 = true;
passing0 = 0;
}
const _errs22 = errors;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.payee === undefined){
const err33 = {instancePath:instancePath+"/bankTransfer",schemaPath:"./bank-transfer-details.schema.json/required",keyword:"required",params:{missingProperty: "payee"},message:"must have required property '"+"payee"+"'"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(data7.payeeStreet === undefined){
const err34 = {instancePath:instancePath+"/bankTransfer",schemaPath:"./bank-transfer-details.schema.json/required",keyword:"required",params:{missingProperty: "payeeStreet"},message:"must have required property '"+"payeeStreet"+"'"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(data7.payeeCity === undefined){
const err35 = {instancePath:instancePath+"/bankTransfer",schemaPath:"./bank-transfer-details.schema.json/required",keyword:"required",params:{missingProperty: "payeeCity"},message:"must have required property '"+"payeeCity"+"'"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(data7.iban === undefined){
const err36 = {instancePath:instancePath+"/bankTransfer",schemaPath:"./bank-transfer-details.schema.json/required",keyword:"required",params:{missingProperty: "iban"},message:"must have required property '"+"iban"+"'"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(data7.model === undefined){
const err37 = {instancePath:instancePath+"/bankTransfer",schemaPath:"./bank-transfer-details.schema.json/required",keyword:"required",params:{missingProperty: "model"},message:"must have required property '"+"model"+"'"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
for(const key2 in data7){
if(!((((((((key2 === "payee") || (key2 === "payeeStreet")) || (key2 === "payeeCity")) || (key2 === "iban")) || (key2 === "model")) || (key2 === "reference")) || (key2 === "purposeCode")) || (key2 === "description"))){
const err38 = {instancePath:instancePath+"/bankTransfer",schemaPath:"./bank-transfer-details.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data7.payee !== undefined){
let data8 = data7.payee;
if(typeof data8 === "string"){
if(func0(data8) > 30){
const err39 = {instancePath:instancePath+"/bankTransfer/payee",schemaPath:"./bank-transfer-details.schema.json/properties/payee/maxLength",keyword:"maxLength",params:{limit: 30},message:"must NOT have more than 30 characters"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(func0(data8) < 1){
const err40 = {instancePath:instancePath+"/bankTransfer/payee",schemaPath:"./bank-transfer-details.schema.json/properties/payee/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
else {
const err41 = {instancePath:instancePath+"/bankTransfer/payee",schemaPath:"./bank-transfer-details.schema.json/properties/payee/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data7.payeeStreet !== undefined){
let data9 = data7.payeeStreet;
if(typeof data9 === "string"){
if(func0(data9) > 27){
const err42 = {instancePath:instancePath+"/bankTransfer/payeeStreet",schemaPath:"./bank-transfer-details.schema.json/properties/payeeStreet/maxLength",keyword:"maxLength",params:{limit: 27},message:"must NOT have more than 27 characters"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(func0(data9) < 1){
const err43 = {instancePath:instancePath+"/bankTransfer/payeeStreet",schemaPath:"./bank-transfer-details.schema.json/properties/payeeStreet/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
else {
const err44 = {instancePath:instancePath+"/bankTransfer/payeeStreet",schemaPath:"./bank-transfer-details.schema.json/properties/payeeStreet/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data7.payeeCity !== undefined){
let data10 = data7.payeeCity;
if(typeof data10 === "string"){
if(func0(data10) > 27){
const err45 = {instancePath:instancePath+"/bankTransfer/payeeCity",schemaPath:"./bank-transfer-details.schema.json/properties/payeeCity/maxLength",keyword:"maxLength",params:{limit: 27},message:"must NOT have more than 27 characters"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if(func0(data10) < 1){
const err46 = {instancePath:instancePath+"/bankTransfer/payeeCity",schemaPath:"./bank-transfer-details.schema.json/properties/payeeCity/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
else {
const err47 = {instancePath:instancePath+"/bankTransfer/payeeCity",schemaPath:"./bank-transfer-details.schema.json/properties/payeeCity/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data7.iban !== undefined){
let data11 = data7.iban;
if(typeof data11 === "string"){
if(func0(data11) > 34){
const err48 = {instancePath:instancePath+"/bankTransfer/iban",schemaPath:"./bank-transfer-details.schema.json/properties/iban/maxLength",keyword:"maxLength",params:{limit: 34},message:"must NOT have more than 34 characters"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if(func0(data11) < 15){
const err49 = {instancePath:instancePath+"/bankTransfer/iban",schemaPath:"./bank-transfer-details.schema.json/properties/iban/minLength",keyword:"minLength",params:{limit: 15},message:"must NOT have fewer than 15 characters"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if(!pattern1.test(data11)){
const err50 = {instancePath:instancePath+"/bankTransfer/iban",schemaPath:"./bank-transfer-details.schema.json/properties/iban/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$"},message:"must match pattern \""+"^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$"+"\""};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
else {
const err51 = {instancePath:instancePath+"/bankTransfer/iban",schemaPath:"./bank-transfer-details.schema.json/properties/iban/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data7.model !== undefined){
let data12 = data7.model;
if(typeof data12 === "string"){
if(func0(data12) > 4){
const err52 = {instancePath:instancePath+"/bankTransfer/model",schemaPath:"./bank-transfer-details.schema.json/properties/model/maxLength",keyword:"maxLength",params:{limit: 4},message:"must NOT have more than 4 characters"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
if(func0(data12) < 4){
const err53 = {instancePath:instancePath+"/bankTransfer/model",schemaPath:"./bank-transfer-details.schema.json/properties/model/minLength",keyword:"minLength",params:{limit: 4},message:"must NOT have fewer than 4 characters"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if(!pattern2.test(data12)){
const err54 = {instancePath:instancePath+"/bankTransfer/model",schemaPath:"./bank-transfer-details.schema.json/properties/model/pattern",keyword:"pattern",params:{pattern: "^HR[0-9]{2}$"},message:"must match pattern \""+"^HR[0-9]{2}$"+"\""};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
else {
const err55 = {instancePath:instancePath+"/bankTransfer/model",schemaPath:"./bank-transfer-details.schema.json/properties/model/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data7.reference !== undefined){
let data13 = data7.reference;
if(typeof data13 === "string"){
if(func0(data13) > 22){
const err56 = {instancePath:instancePath+"/bankTransfer/reference",schemaPath:"./bank-transfer-details.schema.json/properties/reference/maxLength",keyword:"maxLength",params:{limit: 22},message:"must NOT have more than 22 characters"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
if(func0(data13) < 1){
const err57 = {instancePath:instancePath+"/bankTransfer/reference",schemaPath:"./bank-transfer-details.schema.json/properties/reference/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
if(!pattern3.test(data13)){
const err58 = {instancePath:instancePath+"/bankTransfer/reference",schemaPath:"./bank-transfer-details.schema.json/properties/reference/pattern",keyword:"pattern",params:{pattern: "^[0-9-]{1,22}$"},message:"must match pattern \""+"^[0-9-]{1,22}$"+"\""};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
else {
const err59 = {instancePath:instancePath+"/bankTransfer/reference",schemaPath:"./bank-transfer-details.schema.json/properties/reference/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
if(data7.purposeCode !== undefined){
let data14 = data7.purposeCode;
if(typeof data14 === "string"){
if(func0(data14) > 4){
const err60 = {instancePath:instancePath+"/bankTransfer/purposeCode",schemaPath:"./bank-transfer-details.schema.json/properties/purposeCode/maxLength",keyword:"maxLength",params:{limit: 4},message:"must NOT have more than 4 characters"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
if(func0(data14) < 4){
const err61 = {instancePath:instancePath+"/bankTransfer/purposeCode",schemaPath:"./bank-transfer-details.schema.json/properties/purposeCode/minLength",keyword:"minLength",params:{limit: 4},message:"must NOT have fewer than 4 characters"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
if(!pattern4.test(data14)){
const err62 = {instancePath:instancePath+"/bankTransfer/purposeCode",schemaPath:"./bank-transfer-details.schema.json/properties/purposeCode/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{4}$"},message:"must match pattern \""+"^[A-Z]{4}$"+"\""};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
else {
const err63 = {instancePath:instancePath+"/bankTransfer/purposeCode",schemaPath:"./bank-transfer-details.schema.json/properties/purposeCode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
if(data7.description !== undefined){
let data15 = data7.description;
if(typeof data15 === "string"){
if(func0(data15) > 35){
const err64 = {instancePath:instancePath+"/bankTransfer/description",schemaPath:"./bank-transfer-details.schema.json/properties/description/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
else {
const err65 = {instancePath:instancePath+"/bankTransfer/description",schemaPath:"./bank-transfer-details.schema.json/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
}
else {
const err66 = {instancePath:instancePath+"/bankTransfer",schemaPath:"./bank-transfer-details.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
var _valid0 = _errs22 === errors;
if(_valid0 && valid3){
valid3 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid3 = true;
passing0 = 1;
}
}
if(!valid3){
const err67 = {instancePath:instancePath+"/bankTransfer",schemaPath:"#/properties/bankTransfer/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
else {
errors = _errs19;
if(vErrors !== null){
if(_errs19){
vErrors.length = _errs19;
}
else {
vErrors = null;
}
}
}
}
if(data.paymentSlip !== undefined){
let data16 = data.paymentSlip;
const _errs43 = errors;
let valid6 = false;
let passing1 = null;
const _errs44 = errors;
if(data16 !== null){
const err68 = {instancePath:instancePath+"/paymentSlip",schemaPath:"#/properties/paymentSlip/oneOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
var _valid1 = _errs44 === errors;
if(_valid1){
valid6 = true;
passing1 = 0;
}
const _errs46 = errors;
if(typeof data16 === "string"){
if(func0(data16) > 200000){
const err69 = {instancePath:instancePath+"/paymentSlip",schemaPath:"#/properties/paymentSlip/oneOf/1/maxLength",keyword:"maxLength",params:{limit: 200000},message:"must NOT have more than 200000 characters"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
if(!pattern5.test(data16)){
const err70 = {instancePath:instancePath+"/paymentSlip",schemaPath:"#/properties/paymentSlip/oneOf/1/pattern",keyword:"pattern",params:{pattern: "^data:image/png;base64,"},message:"must match pattern \""+"^data:image/png;base64,"+"\""};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
else {
const err71 = {instancePath:instancePath+"/paymentSlip",schemaPath:"#/properties/paymentSlip/oneOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
var _valid1 = _errs46 === errors;
if(_valid1 && valid6){
valid6 = false;
passing1 = [passing1, 1];
}
else {
if(_valid1){
valid6 = true;
passing1 = 1;
}
}
if(!valid6){
const err72 = {instancePath:instancePath+"/paymentSlip",schemaPath:"#/properties/paymentSlip/oneOf",keyword:"oneOf",params:{passingSchemas: passing1},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
else {
errors = _errs43;
if(vErrors !== null){
if(_errs43){
vErrors.length = _errs43;
}
else {
vErrors = null;
}
}
}
}
if(data.paymentStatus !== undefined){
let data17 = data.paymentStatus;
if(typeof data17 !== "string"){
const err73 = {instancePath:instancePath+"/paymentStatus",schemaPath:"#/properties/paymentStatus/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
if(!(((((((data17 === "unpaid") || (data17 === "awaiting")) || (data17 === "paid")) || (data17 === "failed")) || (data17 === "expired")) || (data17 === "flagged")) || (data17 === "refunded"))){
const err74 = {instancePath:instancePath+"/paymentStatus",schemaPath:"#/properties/paymentStatus/enum",keyword:"enum",params:{allowedValues: schema1.properties.paymentStatus.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
if(data.consents !== undefined){
let data18 = data.consents;
if(Array.isArray(data18)){
if(data18.length > 40){
const err75 = {instancePath:instancePath+"/consents",schemaPath:"#/properties/consents/maxItems",keyword:"maxItems",params:{limit: 40},message:"must NOT have more than 40 items"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
const len0 = data18.length;
for(let i0=0; i0<len0; i0++){
let data19 = data18[i0];
if(typeof data19 === "string"){
if(func0(data19) > 100){
const err76 = {instancePath:instancePath+"/consents/" + i0,schemaPath:"#/properties/consents/items/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
if(func0(data19) < 1){
const err77 = {instancePath:instancePath+"/consents/" + i0,schemaPath:"#/properties/consents/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
}
else {
const err78 = {instancePath:instancePath+"/consents/" + i0,schemaPath:"#/properties/consents/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
}
}
else {
const err79 = {instancePath:instancePath+"/consents",schemaPath:"#/properties/consents/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
}
}
else {
const err80 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
validate1.errors = vErrors;
return errors === 0;
}
validate1.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/operations/readPaymentReturn.response.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate0.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "data")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.data !== undefined){
if(!(validate1(data.data, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate1.errors : vErrors.concat(validate1.errors);
errors = vErrors.length;
}
}
}
else {
const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate0.errors = vErrors;
return errors === 0;
}
validate0.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

